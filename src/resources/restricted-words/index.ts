import GppMaybeOutlined from '@mui/icons-material/GppMaybeOutlined';

/** Shown at /threat-library (src/areaScreens/moderation.tsx), not at a /restricted-words route of its own. */
export default {
  icon: GppMaybeOutlined,
  recordRepresentation: 'text',
};
