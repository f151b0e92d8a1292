import type { ComponentType, ReactNode } from 'react';
import type { LabelCode, ScreenId } from '@console/contract';
import { useLabels } from '../../lib/labels';
import { ListPage } from './list-page';

/** Screens whose captions name the page: BREADCRUMB and HEADING. */
type TitledScreen = {
  [S in ScreenId]: 'BREADCRUMB' | 'HEADING' extends LabelCode<S> ? S : never;
}[ScreenId];

/**
 * A screen's page: `ListPage` with the screen's own BREADCRUMB and HEADING captions (in the console's
 * language), its content keyed by the acting owner.
 */
export function ScreenPage({ screen, children }: { screen: TitledScreen; children: ReactNode }) {
  const t = useLabels(screen) as (code: 'BREADCRUMB' | 'HEADING') => string;
  return (
    <ListPage breadcrumb={t('BREADCRUMB')} title={t('HEADING')}>
      {children}
    </ListPage>
  );
}

/** The page component of a screen whose content needs no props: `screenPage('AUDIT_LOG', AuditLog)`. */
export function screenPage(screen: TitledScreen, Content: ComponentType) {
  return function Page() {
    return (
      <ScreenPage screen={screen}>
        <Content />
      </ScreenPage>
    );
  };
}
