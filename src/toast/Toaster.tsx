import { useEffect, useRef, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { X } from 'lucide-react';
import { toasts } from './toastStore';
import './Toaster.css';

/** The toast area: newest first, F8 moves focus here, each toast or all can be dismissed. */
export function Toaster() {
  const { t } = useTranslation();
  const list = useSyncExternalStore(
    toasts.subscribe,
    () => toasts.list,
    () => toasts.list,
  );
  const region = useRef<HTMLElement>(null);

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'F8') {
        e.preventDefault();
        region.current?.focus();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  return (
    <section ref={region} className="toasts" aria-label={`${t('toast.region')} (F8)`} tabIndex={-1} data-testid="toasts">
      <ol aria-live="polite">
        {list.map((item) => (
          <li
            key={item.id}
            className={`toast toast-${item.variant}`}
            role={item.variant === 'destructive' ? 'alert' : 'status'}
            data-testid="toast"
          >
            <div className="toast-body">
              <strong>{item.title}</strong>
              {item.description && <p>{item.description}</p>}
              {item.action && (
                <button
                  type="button"
                  className="btn btn-small"
                  onClick={() => {
                    item.action!.onClick();
                    toasts.dismiss(item.id);
                  }}
                >
                  {item.action.label}
                </button>
              )}
            </div>
            <button type="button" className="icon-btn" aria-label={t('toast.dismiss')} onClick={() => toasts.dismiss(item.id)}>
              <X size={16} aria-hidden />
            </button>
          </li>
        ))}
      </ol>
      {list.length > 1 && (
        <button type="button" className="btn btn-small toasts-clear" onClick={() => toasts.dismissAll()}>
          {t('toast.dismissAll')}
        </button>
      )}
    </section>
  );
}
