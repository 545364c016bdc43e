import { useTranslation } from 'react-i18next';
import { NavLink, type NavLinkProps } from 'react-router-dom';
import { QueryProvider } from '../../api/QueryProvider';
import { isOperatorRole } from '../../domain/operatorRole';
import { useOwnUser } from '../../domain/useOwnUser';
import { paths } from '../../paths';

interface ConsoleLinkProps {
  className: NavLinkProps['className'];
  onClick: () => void;
}

/**
 * The header's entry to the operator's console, for ADMIN and SUPER_ADMIN only, as the own user's
 * query says (like DeskLink: its own chunk, loaded once someone is logged in).
 */
export function ConsoleLink(props: ConsoleLinkProps) {
  return (
    <QueryProvider>
      <OperatorsConsoleLink {...props} />
    </QueryProvider>
  );
}

function OperatorsConsoleLink({ className, onClick }: ConsoleLinkProps) {
  const { t } = useTranslation();
  if (!isOperatorRole(useOwnUser().data?.role)) return null;
  return (
    <NavLink to={paths.admin()} className={className} onClick={onClick}>
      {t('nav.console')}
    </NavLink>
  );
}
