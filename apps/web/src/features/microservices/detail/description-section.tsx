import type { Microservice } from '@console/contract';
import { MarkdownView } from '../../../components/markdown-view';
import { useLabels } from '../../../lib/labels';
import { DetailField, DetailSection, FieldGrid } from './detail-parts';

/** Short description, the long one as sanitised markdown, Global Model Explainability and use case. */
export function DescriptionSection({ ms }: { ms: Microservice }) {
  const t = useLabels('MIC_SET');
  return (
    <DetailSection id="ms-description" title={t('STEP_DESCRIPTION')}>
      <FieldGrid>
        <DetailField label={t('SHORT_DESC')} wide>
          {ms.description1}
        </DetailField>
        <DetailField label={t('LONG_DESC')} wide>
          {ms.description2.trim() && <MarkdownView source={ms.description2} />}
        </DetailField>
        <DetailField label={t('GLOBAL_DESC')}>{ms.globalDesc}</DetailField>
        <DetailField label={t('USE_CASE')}>{ms.useCase}</DetailField>
      </FieldGrid>
    </DetailSection>
  );
}
