import type { Components, Theme } from '@mui/material/styles';
import { MODAL_MAX_WIDTH, TOAST_AUTO_CLOSE_MS } from '../domain/constants';
import { toastColours } from './themePalettes';
import { TOP_BAR_HEIGHT } from './shellDimensions';

/** A ring that shows on keyboard focus only, never on mouse clicks. */
function focusRing(colour: string) {
  return { outline: `2px solid ${colour}`, outlineOffset: 2 };
}

/**
 * Component defaults shared by both modes. Notifications are configured here (not only in
 * the Layout) so that every toast — public screens included — is top-right, 5 s, light.
 */
export function sharedComponents(focusColour: string): Components<Omit<Theme, 'components'>> {
  return {
    MuiCssBaseline: {
      styleOverrides: {
        'a:focus-visible, [tabindex]:focus-visible, summary:focus-visible': focusRing(focusColour),
      },
    },
    MuiButtonBase: {
      defaultProps: { disableRipple: false },
      styleOverrides: { root: { '&.Mui-focusVisible': focusRing(focusColour) } },
    },
    MuiTablePagination: {
      // The rows-per-page select is a focusable <div> whose input styles remove the outline: the
      // global [tabindex] ring lost to them and a keyboard user could not see the focus there.
      styleOverrides: { select: { '&:focus-visible': focusRing(focusColour) } },
    },
    MuiButton: {
      defaultProps: { disableElevation: true },
      styleOverrides: {
        root: { textTransform: 'none', fontWeight: 600, borderRadius: 8 },
        // A contained button's colours change at once: faded from disabled grey (or to the hover
        // shade) over 250 ms, white text passed through blues under 4.5:1 on the way (#5276db, 4.2:1).
        contained: { transition: 'box-shadow 250ms cubic-bezier(0.4, 0, 0.2, 1), border-color 250ms cubic-bezier(0.4, 0, 0.2, 1)' },
      },
    },
    MuiCheckbox: {
      // A <Checkbox aria-label> gets its name on the wrapping <span> in MUI 7 (a prohibited ARIA
      // attribute there), and its <input> stays unnamed. Moving the name to the input fixes every
      // checkbox labelled this way.
      defaultProps: {
        slotProps: {
          root: (ownerState: Record<string, unknown>) => (ownerState['aria-label'] ? { 'aria-label': undefined } : {}),
          input: (ownerState: Record<string, unknown>) =>
            ownerState['aria-label'] ? { 'aria-label': ownerState['aria-label'] as string } : {},
        },
      },
    },
    MuiAvatar: {
      // MUI's default initials avatar (light text on grey[400]) reads at 1.7:1; the secondary pair reaches 7.5:1.
      styleOverrides: {
        colorDefault: ({ theme }) => ({ color: theme.palette.secondary.contrastText, backgroundColor: theme.palette.secondary.main }),
      },
    },
    MuiDialog: {
      // Specification section 9: modals are at most 500 px wide (the OTP modal narrows itself to 400 px).
      styleOverrides: { paper: { maxWidth: MODAL_MAX_WIDTH, width: 'calc(100% - 32px)', margin: 16 } },
    },
    // MUI takes the top padding off a dialog's content that follows its title; an outlined
    // field's label sits above its box, so a form's first label ("User *") was cut off under the
    // title. 10 px shows it whole with a little air; same selector as MUI's, so this later rule wins (#39).
    MuiDialogContent: {
      // (Content with dividers keeps its own 16 px.)
      styleOverrides: { root: { '.MuiDialogTitle-root + &:not(.MuiDialogContent-dividers)': { paddingTop: 10 } } },
    },
    MuiTooltip: {
      styleOverrides: { tooltip: { fontSize: '0.8125rem' } },
    },
    // An outlined field's label sits 9 px above its box, inside the line the field above keeps for
    // its help or error text: a text there touched or overlapped the next row's label (#39.12).
    // A helper with text (not react-admin's empty placeholder span) keeps that distance below it.
    MuiFormHelperText: {
      styleOverrides: { root: { '&:not(:has(> span:only-child))': { marginBottom: 10 } } },
    },
    // A list's filter form puts 8 px above each input; below, its selects have MUI's dense 4 px and
    // its autocompletes, dates and texts none, so in one row they sat 4 px apart. All get 4 px,
    // as the placeholders drawn before the inputs (filterPlaceholder.css).
    RaFilterForm: { styleOverrides: { root: { '& .RaFilterForm-filterFormInput .MuiFormControl-root': { marginBottom: 4 } } } },
    // react-admin's layout grows to the widest content (min-width: fit-content), so one wide table
    // or row of tabs pushed the whole page, top bar included, past the window. A list's or a
    // record's card takes the width it is given and scrolls its own content sideways instead.
    RaList: { styleOverrides: { root: { '& .RaList-content': { contain: 'inline-size', overflowX: 'auto' } } } },
    RaShow: { styleOverrides: { root: { '& .RaShow-card': { contain: 'inline-size', overflowX: 'auto' } } } },
    RaNotification: {
      defaultProps: {
        anchorOrigin: { vertical: 'top', horizontal: 'right' },
        autoHideDuration: TOAST_AUTO_CLOSE_MS,
      },
      styleOverrides: {
        root: ({ theme }) => ({
          // Below the top bar, so a toast never hides the account menu it may be about.
          top: TOP_BAR_HEIGHT + 8,
          [theme.breakpoints.up('sm')]: { top: TOP_BAR_HEIGHT + 8 },
          '& .MuiSnackbarContent-root': {
            backgroundColor: toastColours.background,
            color: toastColours.text,
            borderLeft: `4px solid ${toastColours.info}`,
            borderRadius: 8,
            boxShadow: '0 6px 24px rgba(15, 23, 42, 0.18)',
            minWidth: 300,
            fontWeight: 500,
          },
          '& .RaNotification-success': {
            backgroundColor: toastColours.background,
            color: toastColours.text,
            borderLeftColor: toastColours.success,
          },
          '& .RaNotification-warning': {
            backgroundColor: toastColours.background,
            color: toastColours.text,
            borderLeftColor: toastColours.warning,
          },
          '& .RaNotification-error': {
            backgroundColor: toastColours.background,
            color: toastColours.text,
            borderLeftColor: toastColours.error,
          },
        }),
      },
    },
  };
}
