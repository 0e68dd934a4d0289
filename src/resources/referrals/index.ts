import ShareOutlined from '@mui/icons-material/ShareOutlined';

/** Referrals are shown on the spec route /referralData (ReferralList), with their commands in each row. */
export default {
  icon: ShareOutlined,
  recordRepresentation: 'code',
};
