import { useState } from 'react';
import { Dialog, DialogActions, DialogContent, GlobalStyles } from '@mui/material';
import ReceiptLongOutlined from '@mui/icons-material/ReceiptLongOutlined';
import PrintOutlined from '@mui/icons-material/PrintOutlined';
import { useTranslate } from 'react-admin';
import { AppButton } from '../../shell/buttons/AppButton';
import { OrderReceipt, RECEIPT_ELEMENT_ID } from './OrderReceipt';

/**
 * While the receipt is open, printing shows only the receipt: everything else is hidden, the
 * receipt is placed at the page's top-left in black on white, and the dialog's frame disappears.
 */
const printOnlyReceipt = (
  <GlobalStyles
    styles={{
      '@media print': {
        'body *': { visibility: 'hidden' },
        [`#${RECEIPT_ELEMENT_ID}, #${RECEIPT_ELEMENT_ID} *`]: { visibility: 'visible', color: '#000 !important' },
        [`#${RECEIPT_ELEMENT_ID}`]: { position: 'fixed', left: 0, top: 0, width: '100%', background: '#fff !important' },
        '.MuiDialog-paper': { boxShadow: 'none !important' },
        '.MuiBackdrop-root': { display: 'none' },
      },
    }}
  />
);

/** Opens the order's receipt; Print sends exactly the receipt to the printer (window.print). */
export function PrintReceiptButton() {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  return (
    <>
      <AppButton variant="outlineDark" startIcon={<ReceiptLongOutlined />} onClick={() => setOpen(true)}>
        {translate('app.money.receipt.button')}
      </AppButton>
      <Dialog open={open} onClose={() => setOpen(false)} maxWidth="sm" fullWidth aria-label={translate('app.money.receipt.heading')}>
        {open ? printOnlyReceipt : null}
        <DialogContent sx={{ p: 0 }}>
          <OrderReceipt />
        </DialogContent>
        <DialogActions>
          <AppButton variant="cancel" onClick={() => setOpen(false)}>
            {translate('app.common.close')}
          </AppButton>
          <AppButton variant="primary" startIcon={<PrintOutlined />} onClick={() => window.print()}>
            {translate('app.money.receipt.print')}
          </AppButton>
        </DialogActions>
      </Dialog>
    </>
  );
}
