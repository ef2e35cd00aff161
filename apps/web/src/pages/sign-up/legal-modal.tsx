import type { ReactNode } from 'react';
import { Button } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { MessageModal } from '../../components/layout/message-modal';

/** A scrollable modal with one of the legal texts and a Close button. */
export function LegalModal({
  title,
  isOpen,
  onClose,
  children,
}: {
  title: string;
  isOpen: boolean;
  onClose: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <MessageModal
      isOpen={isOpen}
      title={title}
      titleId="legal-title"
      onHide={onClose}
      hasCloseButton
      isScrollable
      actions={<Button onClick={onClose}>{t('Close')}</Button>}
    >
      {children}
    </MessageModal>
  );
}
