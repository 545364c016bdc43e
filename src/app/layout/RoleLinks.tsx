import { useTranslation } from 'react-i18next';
import { NavLink, type NavLinkProps } from 'react-router-dom';
import { QueryProvider } from '../../api/QueryProvider';
import { isBuyerRole, isOperatorRole } from '../../rules/roles';
import { useOwnUser } from '../../product/useOwnUser';
import { paths } from '../../paths';

interface RoleLinksProps {
  className: NavLinkProps['className'];
  onClick: () => void;
}

/**
 * The header's entries that depend on the role, as the own user's query says (the role is the
 * server's): the desk for buyer companies and representatives, the console for operators. One
 * chunk of their own, loaded once someone is logged in: the data layer adds nothing to a guest's
 * landing page.
 */
export function RoleLinks(props: RoleLinksProps) {
  return (
    <QueryProvider>
      <LinksForRole {...props} />
    </QueryProvider>
  );
}

function LinksForRole({ className, onClick }: RoleLinksProps) {
  const { t } = useTranslation();
  const role = useOwnUser().data?.role;
  if (isBuyerRole(role)) {
    return (
      <NavLink to={paths.desk()} className={className} onClick={onClick}>
        {t('nav.desk')}
      </NavLink>
    );
  }
  if (isOperatorRole(role)) {
    return (
      <NavLink to={paths.admin()} className={className} onClick={onClick}>
        {t('nav.console')}
      </NavLink>
    );
  }
  return null;
}
