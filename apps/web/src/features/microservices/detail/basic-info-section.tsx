import type { ReactNode } from 'react';
import { Box } from '@mui/material';
import type { Microservice } from '@console/contract';
import { useCodeList } from '../../../lib/code-lists';
import { useLabels } from '../../../lib/labels';
import { codeText } from '../microservice-display';
import { DetailField, DetailSection, FieldGrid } from './detail-parts';

/** Title, code, class, type, URL code, producer, pod status (with its control) and icon. */
export function BasicInfoSection({ ms, pod }: { ms: Microservice; pod?: ReactNode }) {
  const t = useLabels('MIC_SET');
  const classes = useCodeList('CLASS_TYPE');
  const types = useCodeList('FUNCTION_TYPE');
  const producers = useCodeList('MICROSERVICE_PRODUCER');
  return (
    <DetailSection id="ms-basic" title={t('STEP_BASIC')}>
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'flex-start' }}>
        <Box sx={{ flexGrow: 1 }}>
          <FieldGrid>
            <DetailField label={t('TITLE')}>{ms.name}</DetailField>
            <DetailField label={t('CODE')}>{ms.code}</DetailField>
            <DetailField label={t('CLASS')}>{codeText(classes.options, ms.classCode)}</DetailField>
            <DetailField label={t('TYPE')}>{codeText(types.options, ms.fnType)}</DetailField>
            <DetailField label={t('URL_CODE')}>{ms.urlCode}</DetailField>
            <DetailField label={t('PRODUCER')}>{codeText(producers.options, ms.producer)}</DetailField>
            {pod && (
              <DetailField label={t('POD_STATUS')} wide>
                {pod}
              </DetailField>
            )}
          </FieldGrid>
        </Box>
        <Box sx={{ width: 96, flexShrink: 0 }}>
          <DetailField label={t('ICON')}>
            {ms.iconUrl && (
              <Box
                component="img"
                src={ms.iconUrl}
                alt={t('ICON')}
                sx={{
                  width: 80,
                  height: 80,
                  objectFit: 'contain',
                  borderRadius: 1,
                  border: 1,
                  borderColor: 'divider',
                }}
              />
            )}
          </DetailField>
        </Box>
      </Box>
    </DetailSection>
  );
}
