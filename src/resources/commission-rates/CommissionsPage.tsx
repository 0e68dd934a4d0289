import { DefaultRateCard } from './DefaultRateCard';
import { CommissionRateList } from './CommissionRateList';

/** /commissions: the default platform rate, then the users with a custom rate. */
export const CommissionsPage = () => (
  <>
    <DefaultRateCard />
    <CommissionRateList />
  </>
);
