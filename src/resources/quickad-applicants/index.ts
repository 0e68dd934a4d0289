import GroupAddIcon from '@mui/icons-material/GroupAdd';

/** Applicants have no pages of their own: they are listed and decided on their quick ad's show page. */
export default {
  icon: GroupAddIcon,
  recordRepresentation: (a: { id: number; userId: number }) => `#${a.id}`,
};
