import { CHART_TYPES, type BirthChartType } from '@kpdesk/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from 'react-bootstrap';
import { messageOf } from '../../api/client';
import { settingsApi } from '../../api/settings';
import { LabelledSelect } from '../forms/labelled-select';

/** The client setting that holds the chart style (spec §3 config8). */
const CHART_STYLE_SETTING = 'config8';

/**
 * Saves a client's chart style through the client settings call: the stored record is read afresh and sent
 * back whole with only the style changed, so no other setting (a Default among them) is reset. The charts
 * and the settings are then loaded again, drawn in the new style.
 */
function useSaveChartStyle(runningId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (style: number) => {
      const stored = (await settingsApi.getClient(runningId)).data;
      await settingsApi.saveClient({ ...stored, userId: runningId, [CHART_STYLE_SETTING]: style });
    },
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: ['settings', runningId] });
      await queryClient.invalidateQueries({ queryKey: ['chart'] });
    },
  });
}

/**
 * The chart style chosen on the chart itself (South India, North India, East India, Bhava Chalit): kept as
 * the client's chart style setting, so Client Settings and every page of the client draw it the same way.
 */
export function ChartStyleSwitch({ runningId, style }: { runningId: number; style: BirthChartType }) {
  const save = useSaveChartStyle(runningId);
  const id = useId();
  const { t } = useTranslation();
  return (
    <>
      <LabelledSelect
        id={id}
        label={t('Chart style')}
        options={CHART_TYPES.map((type) => ({ ...type, label: t(type.label) }))}
        isSmall
        className="w-auto"
        value={save.isPending ? (save.variables ?? style) : style}
        disabled={save.isPending}
        onChange={(e) => save.mutate(Number(e.target.value))}
      />
      {save.isError ? (
        <Alert variant="danger" className="py-1 small">
          {messageOf(save.error)}
        </Alert>
      ) : null}
    </>
  );
}
