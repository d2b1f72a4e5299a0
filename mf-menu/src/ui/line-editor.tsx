import { MENU_NS } from '../i18n.ts';
import { useTranslation } from 'shared-contracts';

interface LineEditorProps {
  lineId: number;
  label: string;
  count: number;
  busy: boolean;
  onCount: (line: { lineId: number; count: number }) => void;
  onRemove: (lineId: number) => void;
}

/** One less, one more and remove, on a pending line the diner added themselves. */
export function LineEditor({ lineId, label, count, busy, onCount, onRemove }: LineEditorProps) {
  const { t } = useTranslation(MENU_NS);
  return (
    <span className="mn-order__edit" data-testid="line-editor">
      <button
        type="button"
        className="mesa-button mesa-button--ghost"
        aria-label={t('order.less', { name: label })}
        disabled={busy || count <= 1}
        onClick={() => onCount({ lineId, count: count - 1 })}
      >
        −
      </button>
      <button
        type="button"
        className="mesa-button mesa-button--ghost"
        aria-label={t('order.more', { name: label })}
        disabled={busy}
        onClick={() => onCount({ lineId, count: count + 1 })}
      >
        +
      </button>
      <button
        type="button"
        className="mesa-button mesa-button--ghost"
        aria-label={t('order.remove', { name: label })}
        disabled={busy}
        onClick={() => onRemove(lineId)}
      >
        {t('order.removeShort')}
      </button>
    </span>
  );
}
