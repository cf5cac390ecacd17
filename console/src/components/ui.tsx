import type { ComponentChildren, JSX } from 'preact';
import { useEffect, useRef, useState } from 'preact/hooks';
import type { ServiceError } from '../api/errors';
import { href, navigate } from '../lib/router';

let idSeq = 0;
/** A stable unique id for label/control pairs. */
export function useId(prefix = 'c'): string {
  const ref = useRef<string>();
  if (!ref.current) ref.current = `${prefix}-${++idSeq}`;
  return ref.current;
}

type ButtonProps = JSX.HTMLAttributes<HTMLButtonElement> & {
  variant?: 'primary' | 'secondary' | 'danger' | 'ghost' | 'link';
  size?: 'sm' | 'md';
  busy?: boolean;
  type?: 'button' | 'submit';
  disabled?: boolean;
};

export function Button({ variant = 'secondary', size = 'md', busy, disabled, class: cls, children, type = 'button', ...rest }: ButtonProps) {
  return (
    <button
      type={type}
      class={`btn btn-${variant}${size === 'sm' ? ' btn-sm' : ''}${cls ? ` ${cls}` : ''}`}
      disabled={disabled || busy}
      aria-busy={busy ? 'true' : undefined}
      {...rest}
    >
      {busy && <span class="spinner spinner-inline" aria-hidden="true" />}
      {children}
    </button>
  );
}

/** An in-app link: a real <a href> (new tab works), navigated by the router on plain clicks. */
export function Link({ to, children, class: cls, ...rest }: { to: string; children: ComponentChildren; class?: string } & JSX.HTMLAttributes<HTMLAnchorElement>) {
  return (
    <a
      href={href(to)}
      class={cls as string}
      onClick={(e) => {
        if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
        e.preventDefault();
        void navigate(to);
      }}
      {...rest}
    >
      {children}
    </a>
  );
}

export function Spinner({ label = 'Loading…' }: { label?: string }) {
  return (
    <div class="loading" role="status" aria-live="polite">
      <span class="spinner" aria-hidden="true" />
      <span>{label}</span>
    </div>
  );
}

export function ErrorBanner({ error, onRetry, title }: { error: ServiceError | null | undefined; onRetry?: () => void; title?: string }) {
  if (!error) return null;
  return (
    <div class="alert alert-error" role="alert">
      <div class="alert-body">
        <strong class="alert-title">{title ?? 'Something went wrong'}</strong>
        <p class="alert-message">{error.message}</p>
        {(error.code || error.requestId) && (
          <p class="alert-meta">
            {error.status ? <span>HTTP {error.status}</span> : null}
            {error.code && <span>Code <code>{error.code}</code></span>}
            {error.requestId && (
              <span>
                Request ID <code class="request-id">{error.requestId}</code>{' '}
                <CopyButton text={error.requestId} label="Copy request ID" size="xs" />
              </span>
            )}
          </p>
        )}
        {error.fields && error.fields.length > 0 && (
          <ul class="alert-fields">
            {error.fields.map((f) => (
              <li key={f.field + f.message}>
                <code>{f.field}</code>: {f.message}
              </li>
            ))}
          </ul>
        )}
      </div>
      {onRetry && (
        <Button size="sm" onClick={onRetry}>
          Retry
        </Button>
      )}
    </div>
  );
}

export function Notice({ tone = 'info', title, children }: { tone?: 'info' | 'warning' | 'success'; title?: string; children: ComponentChildren }) {
  return (
    <div class={`alert alert-${tone}`} role={tone === 'warning' ? 'note' : undefined}>
      <div class="alert-body">
        {title && <strong class="alert-title">{title}</strong>}
        <div class="alert-message">{children}</div>
      </div>
    </div>
  );
}

export function EmptyState({ title, children, action }: { title: string; children?: ComponentChildren; action?: ComponentChildren }) {
  return (
    <div class="empty">
      <div class="empty-icon" aria-hidden="true">
        <svg viewBox="0 0 24 24" width="28" height="28" fill="none" stroke="currentColor" stroke-width="1.6">
          <rect x="3.5" y="5" width="17" height="14" rx="2" />
          <path d="M3.5 9.5h17" />
        </svg>
      </div>
      <h3 class="empty-title">{title}</h3>
      {children && <p class="empty-text">{children}</p>}
      {action && <div class="empty-action">{action}</div>}
    </div>
  );
}

export function PageHeader({ title, subtitle, actions, breadcrumbs }: {
  title: ComponentChildren;
  subtitle?: ComponentChildren;
  actions?: ComponentChildren;
  breadcrumbs?: { label: string; to?: string }[];
}) {
  return (
    <header class="page-header">
      {breadcrumbs && breadcrumbs.length > 0 && (
        <nav class="breadcrumbs" aria-label="Breadcrumb">
          <ol>
            {breadcrumbs.map((b, i) => (
              <li key={i}>
                {b.to ? <Link to={b.to}>{b.label}</Link> : <span aria-current="page">{b.label}</span>}
              </li>
            ))}
          </ol>
        </nav>
      )}
      <div class="page-header-row">
        <div class="page-header-text">
          <h1 class="page-title">{title}</h1>
          {subtitle && <p class="page-subtitle">{subtitle}</p>}
        </div>
        {actions && <div class="page-actions">{actions}</div>}
      </div>
    </header>
  );
}

export function Badge({ tone = 'neutral', children }: { tone?: 'neutral' | 'success' | 'danger' | 'warning' | 'info' | 'accent'; children: ComponentChildren }) {
  return <span class={`badge badge-${tone}`}>{children}</span>;
}

export function StatusBadge({ status }: { status: string }) {
  const tone = ({
    PUBLISHED: 'success', DRAFT: 'info', ARCHIVED: 'neutral', SUCCESS: 'success', FAILED: 'danger',
    DELIVERED: 'success', PENDING: 'warning', active: 'success', revoked: 'danger', expired: 'neutral', inactive: 'neutral',
  } as Record<string, 'success' | 'info' | 'neutral' | 'danger' | 'warning'>)[status] ?? 'neutral';
  const label = status.length > 2 && status === status.toUpperCase() ? status[0] + status.slice(1).toLowerCase() : status[0].toUpperCase() + status.slice(1);
  return <Badge tone={tone}>{label}</Badge>;
}

export function CopyButton({ text, label = 'Copy', size = 'sm', onCopied }: { text: string; label?: string; size?: 'sm' | 'xs'; onCopied?: () => void }) {
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const t = setTimeout(() => setCopied(false), 2000);
    return () => clearTimeout(t);
  }, [copied]);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
    } catch {
      // Clipboard API refused (insecure context): fall back to a selection copy.
      const ta = document.createElement('textarea');
      ta.value = text;
      ta.setAttribute('readonly', '');
      ta.className = 'offscreen';
      document.body.appendChild(ta);
      ta.select();
      document.execCommand('copy');
      ta.remove();
    }
    setCopied(true);
    onCopied?.();
  };
  return (
    <button type="button" class={`btn btn-secondary btn-${size} copy-btn`} onClick={copy} aria-label={copied && size !== 'xs' ? undefined : label}>
      <svg aria-hidden="true" viewBox="0 0 16 16" width="14" height="14" fill="none" stroke="currentColor" stroke-width="1.5">
        <rect x="5" y="5" width="9" height="9" rx="1.5" />
        <path d="M11 5V3.5A1.5 1.5 0 0 0 9.5 2h-6A1.5 1.5 0 0 0 2 3.5v6A1.5 1.5 0 0 0 3.5 11H5" />
      </svg>
      <span>{copied ? 'Copied' : size === 'xs' ? '' : 'Copy'}</span>
      <span class="sr-only" aria-live="polite">{copied ? 'Copied to the clipboard' : ''}</span>
    </button>
  );
}

/** A labelled form control wrapper; `error` is shown under the control and linked to it. */
export function FormField({ id, label, hint, error, children, required, class: cls }: {
  id: string;
  label: ComponentChildren;
  hint?: ComponentChildren;
  error?: string | null;
  children: ComponentChildren;
  required?: boolean;
  class?: string;
}) {
  return (
    <div class={`form-field${error ? ' has-error' : ''}${cls ? ` ${cls}` : ''}`}>
      <label for={id} class="form-label">
        {label}
        {required && <span class="required-mark" aria-hidden="true"> *</span>}
      </label>
      {children}
      {hint && !error && <p class="form-hint" id={`${id}-hint`}>{hint}</p>}
      {error && (
        <p class="form-error" id={`${id}-error`} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

/** aria-describedby for a FormField's control. */
export function describedBy(id: string, hint?: unknown, error?: unknown): string | undefined {
  if (error) return `${id}-error`;
  if (hint) return `${id}-hint`;
  return undefined;
}

/** A modal dialog on the native <dialog> element (focus trap and Escape come with it). */
export function Modal({ title, open, onClose, children, footer, size = 'md', dismissible = true }: {
  title: string;
  open: boolean;
  onClose: () => void;
  children: ComponentChildren;
  footer?: ComponentChildren;
  size?: 'sm' | 'md' | 'lg';
  dismissible?: boolean;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId('dlg');
  useEffect(() => {
    const d = ref.current;
    if (!d) return;
    if (open && !d.open) d.showModal();
    if (!open && d.open) d.close();
  }, [open]);
  useEffect(() => {
    const d = ref.current;
    if (!d) return;
    const onCancel = (e: Event) => {
      e.preventDefault();
      if (dismissible) onClose();
    };
    d.addEventListener('cancel', onCancel);
    return () => d.removeEventListener('cancel', onCancel);
  }, [onClose, dismissible]);
  return (
    <dialog ref={ref} class={`modal modal-${size}`} aria-labelledby={titleId}>
      {open && (
        <div class="modal-inner">
          <header class="modal-header">
            <h2 id={titleId} class="modal-title">{title}</h2>
            {dismissible && (
              <button type="button" class="icon-btn" aria-label="Close dialog" onClick={onClose}>
                <svg aria-hidden="true" viewBox="0 0 16 16" width="16" height="16" stroke="currentColor" stroke-width="1.8"><path d="M4 4l8 8M12 4l-8 8" /></svg>
              </button>
            )}
          </header>
          <div class="modal-body">{children}</div>
          {footer && <footer class="modal-footer">{footer}</footer>}
        </div>
      )}
    </dialog>
  );
}

// ---- confirm(): a promise-returning modal, used for destructive actions and unsaved edits.

interface ConfirmRequest {
  title: string;
  message: ComponentChildren;
  confirmLabel?: string;
  cancelLabel?: string;
  danger?: boolean;
  resolve: (ok: boolean) => void;
}
let showConfirm: ((r: ConfirmRequest) => void) | null = null;

export function confirmDialog(opts: Omit<ConfirmRequest, 'resolve'>): Promise<boolean> {
  return new Promise((resolve) => {
    if (!showConfirm) {
      resolve(window.confirm(typeof opts.message === 'string' ? opts.message : opts.title));
      return;
    }
    showConfirm({ ...opts, resolve });
  });
}

export function ConfirmHost() {
  const [req, setReq] = useState<ConfirmRequest | null>(null);
  useEffect(() => {
    showConfirm = (r) => setReq(r);
    return () => {
      showConfirm = null;
    };
  }, []);
  const close = (ok: boolean) => {
    req?.resolve(ok);
    setReq(null);
  };
  return (
    <Modal
      title={req?.title ?? ''}
      open={!!req}
      onClose={() => close(false)}
      size="sm"
      footer={
        <>
          <Button onClick={() => close(false)}>{req?.cancelLabel ?? 'Cancel'}</Button>
          <Button variant={req?.danger ? 'danger' : 'primary'} onClick={() => close(true)} data-testid="confirm-ok">
            {req?.confirmLabel ?? 'Confirm'}
          </Button>
        </>
      }
    >
      <div class="confirm-message">{req?.message}</div>
    </Modal>
  );
}

// ---- toasts: short success messages in a polite live region.

interface Toast {
  id: number;
  text: string;
  tone: 'success' | 'error';
}
let pushToast: ((t: Toast) => void) | null = null;
let toastSeq = 0;

export function toast(text: string, tone: 'success' | 'error' = 'success') {
  pushToast?.({ id: ++toastSeq, text, tone });
}

export function ToastHost() {
  const [toasts, setToasts] = useState<Toast[]>([]);
  useEffect(() => {
    pushToast = (t) => {
      setToasts((ts) => [...ts, t]);
      setTimeout(() => setToasts((ts) => ts.filter((x) => x.id !== t.id)), 4000);
    };
    return () => {
      pushToast = null;
    };
  }, []);
  return (
    <div class="toasts" role="status" aria-live="polite">
      {toasts.map((t) => (
        <div key={t.id} class={`toast toast-${t.tone}`}>
          {t.text}
        </div>
      ))}
    </div>
  );
}

/** Tabs that are routes: a nav of links, the current one marked aria-current. */
export function RouteTabs({ tabs, current, label }: { tabs: { id: string; label: string; to: string }[]; current: string; label: string }) {
  return (
    <nav class="tabs" aria-label={label}>
      <ul>
        {tabs.map((t) => (
          <li key={t.id}>
            <Link to={t.to} class={`tab${t.id === current ? ' tab-active' : ''}`} aria-current={t.id === current ? 'page' : undefined}>
              {t.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** In-page tabs (ARIA tablist) with arrow-key navigation. */
export function Tabs<T extends string>({ tabs, value, onChange, label, idPrefix }: {
  tabs: { id: T; label: string }[];
  value: T;
  onChange: (v: T) => void;
  label: string;
  idPrefix: string;
}) {
  const onKey = (e: KeyboardEvent) => {
    const i = tabs.findIndex((t) => t.id === value);
    let next = -1;
    if (e.key === 'ArrowRight') next = (i + 1) % tabs.length;
    else if (e.key === 'ArrowLeft') next = (i - 1 + tabs.length) % tabs.length;
    else if (e.key === 'Home') next = 0;
    else if (e.key === 'End') next = tabs.length - 1;
    if (next >= 0) {
      e.preventDefault();
      onChange(tabs[next].id);
      document.getElementById(`${idPrefix}-tab-${tabs[next].id}`)?.focus();
    }
  };
  return (
    <div class="seg-tabs" role="tablist" aria-label={label} onKeyDown={onKey}>
      {tabs.map((t) => (
        <button
          key={t.id}
          type="button"
          role="tab"
          id={`${idPrefix}-tab-${t.id}`}
          aria-selected={t.id === value}
          aria-controls={`${idPrefix}-panel-${t.id}`}
          tabIndex={t.id === value ? 0 : -1}
          class={`seg-tab${t.id === value ? ' seg-tab-active' : ''}`}
          onClick={() => onChange(t.id)}
        >
          {t.label}
        </button>
      ))}
    </div>
  );
}

export function TabPanel({ idPrefix, id, children }: { idPrefix: string; id: string; children: ComponentChildren }) {
  return (
    <div role="tabpanel" id={`${idPrefix}-panel-${id}`} aria-labelledby={`${idPrefix}-tab-${id}`} tabIndex={0} class="tab-panel">
      {children}
    </div>
  );
}

export function Card({ title, actions, children, class: cls, id }: { title?: ComponentChildren; actions?: ComponentChildren; children: ComponentChildren; class?: string; id?: string }) {
  return (
    <section class={`card${cls ? ` ${cls}` : ''}`} id={id} aria-labelledby={title && id ? `${id}-title` : undefined}>
      {(title || actions) && (
        <div class="card-header">
          {title && <h2 class="card-title" id={id ? `${id}-title` : undefined}>{title}</h2>}
          {actions && <div class="card-actions">{actions}</div>}
        </div>
      )}
      <div class="card-body">{children}</div>
    </section>
  );
}

export function Toggle({ id, checked, onChange, label, description, disabled }: {
  id: string;
  checked: boolean;
  onChange: (v: boolean) => void;
  label: ComponentChildren;
  description?: ComponentChildren;
  disabled?: boolean;
}) {
  return (
    <div class="toggle-row">
      <div class="toggle-text">
        <label for={id} class="toggle-label">{label}</label>
        {description && <p class="toggle-desc" id={`${id}-desc`}>{description}</p>}
      </div>
      <input
        type="checkbox"
        role="switch"
        id={id}
        class="switch"
        checked={checked}
        disabled={disabled}
        aria-describedby={description ? `${id}-desc` : undefined}
        onChange={(e) => onChange((e.currentTarget as HTMLInputElement).checked)}
      />
    </div>
  );
}
