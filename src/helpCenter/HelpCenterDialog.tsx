import { useState } from 'react';
import { Box, Dialog, DialogContent, DialogTitle, IconButton, Tab, Tabs } from '@mui/material';
import Close from '@mui/icons-material/Close';
import { useTranslate } from 'react-admin';
import { DEFAULT_HELP_SECTION, HELP_TABS, helpSectionLabelKey, type HelpSection } from './helpSections';
import { HelpArticleList } from './HelpArticleList';
import { SupportChatPanel } from './SupportChatPanel';

/** Help and FAQs: articles by section (FAQs first) and a conversation with the support team. */
export function HelpCenterDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const translate = useTranslate();
  const [section, setSection] = useState<HelpSection>(DEFAULT_HELP_SECTION);
  const close = () => {
    onClose();
    setSection(DEFAULT_HELP_SECTION);
  };

  return (
    <Dialog open={open} onClose={close} fullWidth scroll="paper" aria-labelledby="help-center-title">
      <DialogTitle id="help-center-title" sx={{ pr: 6 }}>
        {translate('app.help.title')}
        <IconButton onClick={close} aria-label={translate('app.common.close')} sx={{ position: 'absolute', right: 8, top: 8 }}>
          <Close />
        </IconButton>
      </DialogTitle>
      <Box sx={{ borderBottom: 1, borderColor: 'divider' }}>
        <Tabs
          value={section}
          onChange={(_, v: HelpSection) => setSection(v)}
          variant="scrollable"
          scrollButtons="auto"
          allowScrollButtonsMobile
          aria-label={translate('app.help.sections_label')}
        >
          {HELP_TABS.map((s) => (
            <Tab
              key={s}
              value={s}
              label={translate(helpSectionLabelKey(s))}
              id={`help-tab-${s}`}
              aria-controls="help-tab-panel"
              sx={{ textTransform: 'none' }}
            />
          ))}
        </Tabs>
      </Box>
      <DialogContent id="help-tab-panel" role="tabpanel" aria-labelledby={`help-tab-${section}`} sx={{ minHeight: 320 }}>
        {section === 'chat_support' ? <SupportChatPanel /> : <HelpArticleList key={section} section={section} />}
      </DialogContent>
    </Dialog>
  );
}
