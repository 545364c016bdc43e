import { useTranslation } from 'react-i18next';
import { NavLink, type NavLinkProps } from 'react-router-dom';
import { paths } from '../../paths';
import { isBuyerRole, useSessionRole } from '../../session/sessionRole';

interface DeskLinkProps {
  className: NavLinkProps['className'];
  onClick: () => void;
}

/**
 * The header's desk entry, for buyer companies and representatives only. Its own chunk, loaded
 * once someone is logged in: the role store adds nothing to a guest's landing page.
 */
export function DeskLink({ className, onClick }: DeskLinkProps) {
  const { t } = useTranslation();
  if (!isBuyerRole(useSessionRole())) return null;
  return (
    <NavLink to={paths.desk()} className={className} onClick={onClick}>
      {t('nav.desk')}
    </NavLink>
  );
}
