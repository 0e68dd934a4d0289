import BugReportOutlined from '@mui/icons-material/BugReportOutlined';

/** Shown at /errors-reported (src/areaScreens/moderation.tsx), not at an /error-reports route of its own. */
export default {
  icon: BugReportOutlined,
  recordRepresentation: (record: { id: number }) => `#${record.id}`,
};
