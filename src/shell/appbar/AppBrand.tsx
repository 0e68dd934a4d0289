import { Link } from 'react-router-dom';
import { useTranslate } from 'react-admin';

/** The product's mark and name, linking home. The name hides below 1200 px; the mark stays (topBar.css). */
export function AppBrand() {
  const translate = useTranslate();
  return (
    <Link to="/dashboard" aria-label={translate('app.name')} className="app-brand">
      <img src="/favicon.svg" alt="" />
      <span>{translate('app.name')}</span>
    </Link>
  );
}
