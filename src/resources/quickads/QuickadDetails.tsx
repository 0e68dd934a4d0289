import { Alert } from '@mui/material';
import { BooleanField, DateField, Labeled, TextArrayField, TextField, UrlField, useRecordContext, useTranslate } from 'react-admin';
import type { Quickad } from '../../domain/entities/quickads';
import { StatusChip } from '../common/StatusChip';
import { DetailSection } from '../common/DetailGrid';
import { MoneyField } from '../common/MoneyField';
import { PlatformField } from './PlatformField';
import { QuickadMediaGallery } from './QuickadMediaGallery';
import { AgeLimitField, DisclosuresField, LanguageField, ParagraphField, PostedByField } from './quickadFields';

/** Every field of the quick ad, grouped as the poster fills them in. */
export function QuickadDetails() {
  const ad = useRecordContext<Quickad>();
  const translate = useTranslate();
  if (!ad) return null;
  return (
    <>
      {ad.status === 'removed' && ad.moderationReason ? (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {translate('resources.quickads.fields.moderationReason')}: {ad.moderationReason}
        </Alert>
      ) : null}
      <DetailSection titleKey="app.content.quickads.section_overview">
        <Labeled source="status">
          <StatusChip group="quickadStatus" />
        </Labeled>
        <Labeled source="postedByUserId">
          <PostedByField />
        </Labeled>
        <Labeled source="platform">
          <PlatformField source="platform" />
        </Labeled>
        <Labeled source="budget">
          <MoneyField source="budget" />
        </Labeled>
        <Labeled source="categories">
          <TextArrayField source="categories" />
        </Labeled>
        <Labeled source="ageLimit">
          <AgeLimitField />
        </Labeled>
        <Labeled source="websiteLink">
          <UrlField source="websiteLink" target="_blank" rel="noopener noreferrer" />
        </Labeled>
      </DetailSection>
      <DetailSection titleKey="app.content.quickads.section_brief">
        <Labeled source="brief" sx={{ gridColumn: '1 / -1' }}>
          <ParagraphField source="brief" />
        </Labeled>
        <Labeled source="targetAudience">
          <TextField source="targetAudience" />
        </Labeled>
        <Labeled source="mood">
          <TextField source="mood" />
        </Labeled>
        <Labeled source="language">
          <LanguageField source="language" />
        </Labeled>
        <Labeled source="dialect">
          <TextField source="dialect" />
        </Labeled>
        <Labeled source="swearingAllowed">
          <BooleanField source="swearingAllowed" />
        </Labeled>
        <Labeled source="contentUsageRights">
          <TextField source="contentUsageRights" />
        </Labeled>
      </DetailSection>
      <DetailSection titleKey="app.content.quickads.section_schedule">
        <Labeled source="whenToPost">
          <DateField source="whenToPost" showTime />
        </Labeled>
        <Labeled source="dueDate">
          <DateField source="dueDate" showTime />
        </Labeled>
        <Labeled source="createdAt">
          <DateField source="createdAt" showTime />
        </Labeled>
        <Labeled source="updatedAt">
          <DateField source="updatedAt" showTime />
        </Labeled>
      </DetailSection>
      <DetailSection titleKey="app.content.quickads.section_disclosures">
        <Labeled label="app.content.quickads.disclosure_notices" sx={{ gridColumn: '1 / -1' }}>
          <DisclosuresField />
        </Labeled>
      </DetailSection>
      <DetailSection titleKey="resources.quickads.fields.mediaUrls">
        <div style={{ gridColumn: '1 / -1' }}>
          <QuickadMediaGallery />
        </div>
      </DetailSection>
    </>
  );
}
