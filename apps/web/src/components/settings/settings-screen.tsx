import { useQueryClient, type UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Alert } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { messageOf } from '../../api/client';
import type { SettingsValues } from '../../api/settings';
import { SettingsForm, SettingsLoading } from './settings-form';

/** The screen's title, and under it whose settings these are when said. */
function SettingsHeading({ title, subtitle }: { title: string; subtitle?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <>
      <h1 id="settings-title" className={subtitle ? 'h4 mb-1' : 'h4 mb-3'}>
        {t(title)}
      </h1>
      {subtitle ? <p className="text-body-secondary mb-3">{subtitle}</p> : null}
    </>
  );
}

/**
 * A settings screen (My Settings, Client Settings): loading text, the server's message, or the titled form.
 * Closing refreshes every settings answer before `onDone` leaves the screen.
 */
export function SettingsScreen({
  title,
  loaded,
  subtitle,
  menu,
  allowDefault,
  onSave,
  onDone,
}: {
  /** The screen's title as an English key ('My Settings'), shown in the display language. */
  title: string;
  /** Said under the title (whose settings these are). */
  subtitle?: ReactNode;
  loaded: UseQueryResult<{ data: SettingsValues }>;
  /** Drawn above the title (the client menu). */
  menu?: ReactNode;
  allowDefault: boolean;
  onSave: (values: SettingsValues) => Promise<string>;
  onDone: () => void;
}) {
  const queryClient = useQueryClient();
  if (loaded.isPending) return <SettingsLoading />;
  if (loaded.isError) return <Alert variant="danger">{messageOf(loaded.error)}</Alert>;
  return (
    <section aria-labelledby="settings-title" className="my-3">
      {menu}
      <SettingsHeading title={title} subtitle={subtitle} />
      <SettingsForm
        loaded={loaded.data.data}
        allowDefault={allowDefault}
        onSave={async (values) => {
          const message = await onSave(values);
          // A saved display language (config11) applies at once, not only after the dialog closes.
          void queryClient.invalidateQueries({ queryKey: ['settings'] });
          return message;
        }}
        onDone={() => {
          void queryClient.invalidateQueries({ queryKey: ['settings'] });
          onDone();
        }}
      />
    </section>
  );
}
