import { useState } from 'preact/hooks';
import { toServiceError, type ServiceError } from '../api/errors';
import type { ApiSettings } from '../api/types';
import { Button, Card, ErrorBanner, FormField, Modal, Toggle, confirmDialog, describedBy, toast } from '../components/ui';
import { api } from '../lib/api';
import type { ApiTabProps } from './api';

const DATA: { id: keyof ApiSettings; label: string; help: string }[] = [
  {
    id: 'retainPayloads', label: 'Retain payloads',
    help: 'Each invocation record keeps the request body and, for a success, the response. Off keeps nothing of the payloads. Also decides what an idempotent replay returns.',
  },
  {
    id: 'redactPHI', label: 'Redact patient identifiers (PHI)',
    help: 'Names after honorifics, national-ID, phone and record numbers are replaced with typed tokens before extraction; responses then carry phiTokenMap.',
  },
  {
    id: 'enforceClinicalFoundation', label: 'Enforce the clinical foundation',
    help: 'A clinical foundation instruction block is prepended to every extraction. Turning it off needs a reason, kept in the audit log.',
  },
];

const PRIORS: { id: keyof ApiSettings; label: string; help: string }[] = [
  { id: 'vitalRangeSanity', label: 'Vital-range sanity', help: 'Physiologically impossible vitals are left out and reported in warnings; off: kept, flagged implausible.' },
  { id: 'negationHandling', label: 'Negation handling', help: 'Negated, ruled-out, hypothetical and family-history mentions are not extracted as the patient’s findings.' },
  { id: 'codeMixInterpretation', label: 'Code-mix interpretation', help: 'Romanised Hindi, Tamil, Telugu, Bengali and Marathi phrases ("khane ke baad") are read for their clinical meaning.' },
  { id: 'narrativeBullets', label: 'Narrative bullets', help: 'Text fields are written as "- " bullet lines, one per sentence.' },
];

export function SettingsTab({ api: a, setApi }: ApiTabProps) {
  const archived = a.status === 'ARCHIVED';
  const [busyKey, setBusyKey] = useState<string | null>(null);
  const [error, setError] = useState<ServiceError | null>(null);
  const [askReason, setAskReason] = useState(false);
  const [name, setName] = useState(a.name);
  const [nameBusy, setNameBusy] = useState(false);
  const [nameError, setNameError] = useState<ServiceError | null>(null);

  const change = async (id: keyof ApiSettings, value: boolean, reason?: string) => {
    if (id === 'enforceClinicalFoundation' && !value && reason === undefined) {
      setAskReason(true);
      return;
    }
    setBusyKey(id);
    setError(null);
    try {
      const updated = await api().apis.update(a.id, { settings: { [id]: value }, ...(reason !== undefined ? { reason } : {}) });
      setApi(updated);
      toast('Setting saved; it applies to the next call');
      return true;
    } catch (e) {
      setError(toServiceError(e));
      return false;
    } finally {
      setBusyKey(null);
    }
  };

  const rename = async (e: Event) => {
    e.preventDefault();
    setNameBusy(true);
    setNameError(null);
    try {
      const updated = await api().apis.update(a.id, { name: name.trim() });
      setApi(updated);
      toast('Name saved');
    } catch (err) {
      setNameError(toServiceError(err));
    } finally {
      setNameBusy(false);
    }
  };

  const archive = async () => {
    const ok = await confirmDialog({
      title: `Archive "${a.name}"?`,
      message: (
        <>
          <p>
            Calls to <code>/extract/{a.slug}</code> stop working (404). The API can no longer be edited, published or rolled back. Archiving is final.
          </p>
          <p>Logs, usage, versions and test transcripts stay readable.</p>
        </>
      ),
      confirmLabel: 'Archive API',
      danger: true,
    });
    if (!ok) return;
    setError(null);
    try {
      const updated = await api().apis.archive(a.id);
      setApi(updated);
      toast('API archived');
    } catch (e) {
      setError(toServiceError(e));
    }
  };

  const nameErr = nameError?.fields?.find((f) => f.field === 'name')?.message ?? null;
  return (
    <div>
      <ErrorBanner error={error} title="The setting could not be saved" />
      <Card title="General" id="set-general">
        <form onSubmit={rename} class="inline-form" noValidate>
          <FormField id="api-rename" label="Name" error={nameErr} class="grow">
            <input id="api-rename" class="input" value={name} disabled={archived} aria-invalid={nameErr ? 'true' : undefined}
              aria-describedby={describedBy('api-rename', false, nameErr)} onInput={(e) => setName((e.currentTarget as HTMLInputElement).value)} />
          </FormField>
          <Button type="submit" busy={nameBusy} disabled={archived || name.trim() === a.name}>Save name</Button>
        </form>
        {nameError && !nameErr && <ErrorBanner error={nameError} />}
        <p class="muted">
          Slug <code>{a.slug}</code> · ID <code>{a.id}</code>
        </p>
      </Card>
      <Card title="Data handling" id="set-data">
        <p class="muted card-intro">These settings apply to the next call without publishing.</p>
        {DATA.map((s) => (
          <Toggle key={s.id} id={`set-${s.id}`} checked={a.settings[s.id]} disabled={archived || busyKey === s.id} label={s.label} description={s.help}
            onChange={(v) => void change(s.id, v)} />
        ))}
      </Card>
      <Card title="Clinical priors" id="set-priors">
        <p class="muted card-intro">On by default; switch one off only when your downstream system does that work itself.</p>
        {PRIORS.map((s) => (
          <Toggle key={s.id} id={`set-${s.id}`} checked={a.settings[s.id]} disabled={archived || busyKey === s.id} label={s.label} description={s.help}
            onChange={(v) => void change(s.id, v)} />
        ))}
      </Card>
      <Card title="Danger zone" id="set-danger" class="card-danger">
        <div class="danger-row">
          <div>
            <p class="danger-title">Archive this API</p>
            <p class="muted">Stops public calls to <code>{a.slug}</code>; final.</p>
          </div>
          <Button variant="danger" onClick={archive} disabled={archived}>{archived ? 'Archived' : 'Archive API'}</Button>
        </div>
      </Card>
      <Modal title="Turn off the clinical foundation?" open={askReason} onClose={() => setAskReason(false)}>
        {askReason && (
          <ReasonForm
            onCancel={() => setAskReason(false)}
            onSubmit={async (reason) => {
              const ok = await change('enforceClinicalFoundation', false, reason);
              if (ok) setAskReason(false);
              return ok ?? false;
            }}
          />
        )}
      </Modal>
    </div>
  );
}

function ReasonForm({ onSubmit, onCancel }: { onSubmit: (reason: string) => Promise<boolean>; onCancel: () => void }) {
  const [reason, setReason] = useState('');
  const [err, setErr] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (e: Event) => {
    e.preventDefault();
    if (!reason.trim()) {
      setErr('Give the reason: it is required and kept in the management audit log.');
      return;
    }
    setBusy(true);
    await onSubmit(reason.trim());
    setBusy(false);
  };
  return (
    <form onSubmit={submit} noValidate>
      <p>
        Extractions will run without the clinical foundation instruction block. The reason is recorded with your user id in the management audit log.
      </p>
      <FormField id="cf-reason" label="Reason" required error={err} hint="At most 1000 characters.">
        <textarea id="cf-reason" autoFocus class="input" rows={4} value={reason} maxLength={1000} aria-invalid={err ? 'true' : undefined}
          aria-describedby={describedBy('cf-reason', true, err)} onInput={(e) => setReason((e.currentTarget as HTMLTextAreaElement).value)} />
      </FormField>
      <div class="form-actions">
        <Button onClick={onCancel}>Keep it on</Button>
        <Button type="submit" variant="danger" busy={busy}>Turn off</Button>
      </div>
    </form>
  );
}
