import { useTranslation } from 'react-i18next';
import { NavLink, type NavLinkProps } from 'react-router-dom';
import { isBuyerRole } from '../../api/users';
import { QueryProvider } from '../../api/QueryProvider';
import { useOwnUser } from '../../domain/useOwnUser';
import { paths } from '../../paths';

interface DeskLinkProps {
  className: NavLinkProps['className'];
  onClick: () => void;
}

/**
 * The header's desk entry, for buyer companies and representatives only, as the own user's query
 * says (the role is the server's). Its own chunk, loaded once someone is logged in: the data layer
 * adds nothing to a guest's landing page.
 */
export function DeskLink(props: DeskLinkProps) {
  return (
    <QueryProvider>
      <BuyersDeskLink {...props} />
    </QueryProvider>
  );
}

function BuyersDeskLink({ className, onClick }: DeskLinkProps) {
  const { t } = useTranslation();
  if (!isBuyerRole(useOwnUser().data?.role)) return null;
  return (
    <NavLink to={paths.desk()} className={className} onClick={onClick}>
      {t('nav.desk')}
    </NavLink>
  );
}
