import { useEffect, useState } from 'preact/hooks';
import type { FieldProblem } from '../api/errors';
import { Button, EmptyState, Notice } from '../components/ui';
import {
  BASIC_TYPES, MEDICAL_TYPES, allKeys, newField, newUid, problemsAt, typeHelp, typeLabel, type WField, type WSection,
} from '../lib/draft';
import type { ApiTabProps } from './api';

const MAX_DEPTH = 3;

function move<T>(list: T[], i: number, d: number): T[] {
  const j = i + d;
  if (j < 0 || j >= list.length) return list;
  const out = list.slice();
  [out[i], out[j]] = [out[j], out[i]];
  return out;
}

let pendingFocus: string | null = null;
function focusAfterRender(id: string) {
  pendingFocus = id;
}
function useFocusAfterRender() {
  useEffect(() => {
    if (!pendingFocus) return;
    const el = document.getElementById(pendingFocus);
    pendingFocus = null;
    el?.focus();
  });
}

/** Updates the field with `uid` anywhere in the tree. */
function mapFields(fields: WField[], uid: string, fn: (f: WField) => WField | null): WField[] {
  const out: WField[] = [];
  for (const f of fields) {
    if (f.uid === uid) {
      const r = fn(f);
      if (r) out.push(r);
    } else {
      out.push(f.fields.length ? { ...f, fields: mapFields(f.fields, uid, fn) } : f);
    }
  }
  return out;
}

function mapSectionFields(sections: WSection[], uid: string, fn: (f: WField) => WField | null): WSection[] {
  return sections.map((s) => ({ ...s, fields: mapFields(s.fields, uid, fn) }));
}

/** Moves a field within its own list. */
function moveField(fields: WField[], uid: string, d: number): WField[] {
  const i = fields.findIndex((f) => f.uid === uid);
  if (i >= 0) return move(fields, i, d);
  return fields.map((f) => (f.fields.length ? { ...f, fields: moveField(f.fields, uid, d) } : f));
}

export function BuilderTab(props: ApiTabProps) {
  const { work, setWork, problems, api: apiObj, setProblems } = props;
  const readOnly = apiObj.status === 'ARCHIVED';
  const [expanded, setExpanded] = useState<Set<string>>(() => new Set());
  useFocusAfterRender();

  const toggle = (uid: string, open?: boolean) =>
    setExpanded((cur) => {
      const n = new Set(cur);
      if (open ?? !n.has(uid)) n.add(uid);
      else n.delete(uid);
      return n;
    });

  // Indices in server problem paths refer to the draft as it was sent: a structural change
  // makes them stale, so they are cleared.
  const structural = (fn: (s: WSection[]) => WSection[]) => {
    setWork((w) => ({ ...w, sections: fn(w.sections) }));
    if (problems.length) setProblems(problems.filter((p) => !p.field.startsWith('draft.schema')));
  };
  const editField = (uid: string, patch: Partial<WField>) =>
    setWork((w) => ({ ...w, sections: mapSectionFields(w.sections, uid, (f) => ({ ...f, ...patch })) }));

  const addSection = () => {
    const uid = newUid();
    const n = work.sections.length + 1;
    const taken = work.sections.map((s) => s.id);
    let id = `section${n}`;
    for (let k = n; taken.includes(id); k++) id = `section${k + 1}`;
    const field = newField(allKeys(work.sections));
    structural((ss) => [...ss, { uid, id, title: `Section ${n}`, fields: [field] }]);
    toggle(field.uid, true);
    focusAfterRender(`s-${uid}-title`);
  };

  const addField = (sectionUid: string, parentUid: string | null, type = 'string') => {
    const f = newField(allKeys(work.sections), type);
    structural((ss) =>
      ss.map((s) => {
        if (s.uid !== sectionUid) return s;
        if (!parentUid) return { ...s, fields: [...s.fields, f] };
        return { ...s, fields: mapFields(s.fields, parentUid, (p) => ({ ...p, fields: [...p.fields, f] })) };
      }),
    );
    toggle(f.uid, true);
    focusAfterRender(`f-${f.uid}-key`);
  };

  const total = allKeys(work.sections).length;
  const schemaProblems = problems.filter((p) => p.field.startsWith('draft.schema'));
  const topProblems = problemsAt(schemaProblems, 'draft.schema').concat(
    schemaProblems.filter((p) => p.field === 'draft.schema.sections').map((p) => ({ member: 'sections', message: p.message })),
  );

  return (
    <div class="builder">
      <div class="toolbar">
        <p class="toolbar-text">
          {work.sections.length} section{work.sections.length === 1 ? '' : 's'} · {total} field{total === 1 ? '' : 's'} · keys are unique across the schema and become the members of <code>data</code>
        </p>
        <div class="toolbar-actions">
          <Button size="sm" variant="ghost" onClick={() => setExpanded(new Set())}>Collapse all</Button>
          {!readOnly && <Button size="sm" onClick={addSection}>Add section</Button>}
        </div>
      </div>
      {topProblems.length > 0 && (
        <div class="alert alert-error" role="alert">
          <div class="alert-body">
            {topProblems.map((p) => <p class="alert-message" key={p.message}>{p.member ? <code>{p.member}</code> : null} {p.message}</p>)}
          </div>
        </div>
      )}
      {work.sections.length === 0 && (
        <EmptyState title="The schema has no sections" action={!readOnly && <Button variant="primary" onClick={addSection}>Add a section</Button>}>
          A section groups fields (for example History, Examination, Plan). Publishing needs at least one.
        </EmptyState>
      )}
      {work.sections.map((s, si) => {
        const sPath = `draft.schema.sections[${si}]`;
        const sProblems = problemsAt(schemaProblems, sPath);
        const sErr = (m: string) => sProblems.filter((p) => p.member === m).map((p) => p.message).join(' ');
        return (
          <section class="builder-section card" key={s.uid} aria-labelledby={`s-${s.uid}-heading`}>
            <div class="builder-section-head">
              <h2 class="sr-only" id={`s-${s.uid}-heading`}>Section {si + 1}: {s.title}</h2>
              <div class="form-field form-field-inline grow">
                <label class="form-label" for={`s-${s.uid}-title`}>Section title</label>
                <input id={`s-${s.uid}-title`} class="input input-strong" value={s.title} disabled={readOnly}
                  aria-invalid={sErr('title') ? 'true' : undefined} aria-describedby={sErr('title') ? `s-${s.uid}-title-err` : undefined}
                  onInput={(e) => { const v = (e.currentTarget as HTMLInputElement).value; setWork((w) => ({ ...w, sections: w.sections.map((x) => (x.uid === s.uid ? { ...x, title: v } : x)) })); }} />
                {sErr('title') && <p class="form-error" id={`s-${s.uid}-title-err`} role="alert">{sErr('title')}</p>}
              </div>
              <div class="form-field form-field-inline">
                <label class="form-label" for={`s-${s.uid}-id`}>Section ID</label>
                <input id={`s-${s.uid}-id`} class="input mono input-id" value={s.id} disabled={readOnly}
                  aria-invalid={sErr('id') ? 'true' : undefined} aria-describedby={sErr('id') ? `s-${s.uid}-id-err` : undefined}
                  onInput={(e) => { const v = (e.currentTarget as HTMLInputElement).value; setWork((w) => ({ ...w, sections: w.sections.map((x) => (x.uid === s.uid ? { ...x, id: v } : x)) })); }} />
                {sErr('id') && <p class="form-error" id={`s-${s.uid}-id-err`} role="alert">{sErr('id')}</p>}
              </div>
              {!readOnly && (
                <div class="icon-group" role="group" aria-label={`Section ${s.title} actions`}>
                  <button type="button" class="icon-btn" id={`s-${s.uid}-up`} disabled={si === 0} aria-label={`Move section ${s.title} up`}
                    onClick={() => { structural((ss) => move(ss, si, -1)); focusAfterRender(`s-${s.uid}-up`); }}>↑</button>
                  <button type="button" class="icon-btn" id={`s-${s.uid}-down`} disabled={si === work.sections.length - 1} aria-label={`Move section ${s.title} down`}
                    onClick={() => { structural((ss) => move(ss, si, 1)); focusAfterRender(`s-${s.uid}-down`); }}>↓</button>
                  <button type="button" class="icon-btn icon-btn-danger" aria-label={`Remove section ${s.title}`}
                    onClick={() => structural((ss) => ss.filter((x) => x.uid !== s.uid))}>✕</button>
                </div>
              )}
            </div>
            {sErr('fields') && <p class="form-error" role="alert">{sErr('fields')}</p>}
            <FieldList
              fields={s.fields}
              path={`${sPath}.fields`}
              depth={1}
              problems={schemaProblems}
              expanded={expanded}
              toggle={toggle}
              editField={editField}
              onMove={(uid, d) => { structural((ss) => ss.map((x) => (x.uid === s.uid ? { ...x, fields: moveField(x.fields, uid, d) } : x))); }}
              onRemove={(uid) => structural((ss) => mapSectionFields(ss, uid, () => null))}
              onAdd={(parent, type) => addField(s.uid, parent, type)}
              readOnly={readOnly}
            />
          </section>
        );
      })}
      {work.sections.length > 0 && !readOnly && (
        <Notice tone="info">
          Changes are kept in this tab until you save the draft. The server checks the whole schema when you save and shows each problem at its field.
        </Notice>
      )}
    </div>
  );
}

interface FieldListProps {
  fields: WField[];
  path: string;
  depth: number;
  problems: FieldProblem[];
  expanded: Set<string>;
  toggle: (uid: string, open?: boolean) => void;
  editField: (uid: string, patch: Partial<WField>) => void;
  onMove: (uid: string, d: number) => void;
  onRemove: (uid: string) => void;
  onAdd: (parentUid: string | null, type?: string) => void;
  readOnly: boolean;
  parentUid?: string | null;
}

function FieldList(props: FieldListProps) {
  const { fields, path, depth, parentUid = null, readOnly } = props;
  const [quickType, setQuickType] = useState('string');
  const addId = `add-${parentUid ?? path}`;
  return (
    <div class={`field-list depth-${depth}`}>
      {fields.length > 0 && (
        <div class="field-list-head" aria-hidden="true">
          <span>Key</span>
          <span>Label</span>
          <span>Type</span>
          <span>Required</span>
          <span />
        </div>
      )}
      <ol class="field-rows">
        {fields.map((f, i) => (
          <FieldRow {...props} key={f.uid} field={f} index={i} count={fields.length} path={`${path}[${i}]`} />
        ))}
      </ol>
      {!readOnly && (
        <div class="add-field">
          <label class="sr-only" for={addId}>Type of the new field</label>
          <select id={addId} class="input select input-sm" value={quickType} onChange={(e) => setQuickType((e.currentTarget as HTMLSelectElement).value)}>
            <TypeOptions depth={depth} />
          </select>
          <Button size="sm" onClick={() => props.onAdd(parentUid, quickType)}>
            + Add {depth > 1 ? 'nested ' : ''}field
          </Button>
        </div>
      )}
    </div>
  );
}

function TypeOptions({ depth }: { depth: number }) {
  return (
    <>
      <optgroup label="Basic">
        {BASIC_TYPES.filter((t) => t.id !== 'object' || depth < MAX_DEPTH).map((t) => <option key={t.id} value={t.id}>{t.label}</option>)}
      </optgroup>
      <optgroup label="Medical primitives">
        {MEDICAL_TYPES.map((t) => <option key={t.id} value={t.id}>{t.label}</option>)}
      </optgroup>
    </>
  );
}

function FieldRow(props: FieldListProps & { field: WField; index: number; count: number; path: string }) {
  const { field: f, index, count, path, problems, expanded, toggle, editField, onMove, onRemove, depth, readOnly } = props;
  const own = problemsAt(problems, path);
  const err = (m: string) => own.filter((p) => p.member === m).map((p) => p.message).join(' ');
  const general = own.filter((p) => !['key', 'label', 'type', 'enum', 'items', 'hints', 'description', 'fields', 'required'].includes(p.member));
  const open = expanded.has(f.uid);
  const hasDetailError = ['enum', 'items', 'hints', 'description', 'fields'].some((m) => err(m));
  const id = (m: string) => `f-${f.uid}-${m}`;
  const nestedErrors = problems.some((p) => p.field.startsWith(`${path}.fields[`));

  // Problems hidden in the collapsed details open them.
  useEffect(() => {
    if ((hasDetailError || nestedErrors) && !open) toggle(f.uid, true);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [hasDetailError, nestedErrors]);

  const inv = (m: string) => (err(m) ? 'true' : undefined);
  const desc = (m: string) => (err(m) ? `${id(m)}-err` : undefined);
  const errorText = (m: string) => err(m) && <p class="form-error" id={`${id(m)}-err`} role="alert">{err(m)}</p>;
  const name = f.label || f.key || 'field';

  return (
    <li class={`field-row${own.length ? ' field-row-error' : ''}${open ? ' field-row-open' : ''}`} data-field-key={f.key}>
      <div class="field-main">
        <div class="field-cell">
          <label class="sr-only" for={id('key')}>Key of field {index + 1}</label>
          <input id={id('key')} class="input input-sm mono" value={f.key} disabled={readOnly} aria-invalid={inv('key')} aria-describedby={desc('key')}
            spellcheck={false} onInput={(e) => editField(f.uid, { key: (e.currentTarget as HTMLInputElement).value })} />
          {errorText('key')}
        </div>
        <div class="field-cell">
          <label class="sr-only" for={id('label')}>Label of field {f.key}</label>
          <input id={id('label')} class="input input-sm" value={f.label} disabled={readOnly} aria-invalid={inv('label')} aria-describedby={desc('label')}
            onInput={(e) => editField(f.uid, { label: (e.currentTarget as HTMLInputElement).value })} />
          {errorText('label')}
        </div>
        <div class="field-cell">
          <label class="sr-only" for={id('type')}>Type of field {f.key}</label>
          <select id={id('type')} class="input input-sm select" value={f.type} disabled={readOnly} aria-invalid={inv('type')} aria-describedby={desc('type')}
            onChange={(e) => {
              const type = (e.currentTarget as HTMLSelectElement).value;
              editField(f.uid, { type });
              if (type === 'enum' || type === 'object' || type === 'string-list') toggle(f.uid, true);
            }}>
            <TypeOptions depth={depth} />
            {!BASIC_TYPES.concat(MEDICAL_TYPES).some((t) => t.id === f.type) && <option value={f.type}>{f.type}</option>}
          </select>
          {errorText('type')}
        </div>
        <div class="field-cell field-cell-check">
          <input type="checkbox" id={id('required')} checked={f.required} disabled={readOnly}
            onChange={(e) => editField(f.uid, { required: (e.currentTarget as HTMLInputElement).checked })} />
          <label for={id('required')} class="check-label">Required<span class="sr-only"> ({f.key})</span></label>
        </div>
        <div class="field-cell field-cell-actions">
          <button type="button" class="icon-btn" aria-expanded={open} aria-controls={`${id('details')}`} aria-label={`Details of field ${name}`}
            onClick={() => toggle(f.uid)}>
            <span aria-hidden="true" class={`chev${open ? ' chev-open' : ''}`}>›</span>
          </button>
          {!readOnly && (
            <>
              <button type="button" class="icon-btn" id={id('up')} disabled={index === 0} aria-label={`Move field ${name} up`}
                onClick={() => { onMove(f.uid, -1); focusAfterRender(index - 1 === 0 ? id('down') : id('up')); }}>↑</button>
              <button type="button" class="icon-btn" id={id('down')} disabled={index === count - 1} aria-label={`Move field ${name} down`}
                onClick={() => { onMove(f.uid, 1); focusAfterRender(index + 1 === count - 1 ? id('up') : id('down')); }}>↓</button>
              <button type="button" class="icon-btn icon-btn-danger" aria-label={`Remove field ${name}`} onClick={() => onRemove(f.uid)}>✕</button>
            </>
          )}
        </div>
      </div>
      {general.map((g) => <p class="form-error" role="alert" key={g.message}>{g.member ? <code>{g.member}</code> : null} {g.message}</p>)}
      {open && (
        <div class="field-details" id={id('details')}>
          <p class="field-type-help">{typeLabel(f.type)}: {typeHelp(f.type)}</p>
          <div class="form-grid-2">
            <div class={`form-field${err('description') ? ' has-error' : ''}`}>
              <label class="form-label" for={id('description')}>Description</label>
              <textarea id={id('description')} class="input" rows={2} value={f.description} disabled={readOnly} aria-invalid={inv('description')} aria-describedby={desc('description')}
                onInput={(e) => editField(f.uid, { description: (e.currentTarget as HTMLTextAreaElement).value })} />
              {errorText('description')}
            </div>
            <div class={`form-field${err('hints') ? ' has-error' : ''}`}>
              <label class="form-label" for={id('hints')}>Hints</label>
              <ListInput id={id('hints')} values={f.hints} separator="," disabled={readOnly} invalid={!!err('hints')}
                describedBy={err('hints') ? `${id('hints')}-err` : `${id('hints')}-help`} onChange={(hints) => editField(f.uid, { hints })} />
              {err('hints') ? errorText('hints') : <p class="form-hint" id={`${id('hints')}-help`}>Comma-separated phrases that point at this field in a transcript, e.g. c/o, BP.</p>}
            </div>
          </div>
          {f.type === 'enum' && (
            <div class={`form-field${err('enum') ? ' has-error' : ''}`}>
              <label class="form-label" for={id('enum')}>Allowed values</label>
              <ListInput id={id('enum')} values={f.enumValues} separator={'\n'} disabled={readOnly} invalid={!!err('enum')}
                describedBy={err('enum') ? `${id('enum')}-err` : `${id('enum')}-help`} onChange={(enumValues) => editField(f.uid, { enumValues })} />
              {err('enum') ? errorText('enum') : <p class="form-hint" id={`${id('enum')}-help`}>One value per line (1 to 100 values).</p>}
            </div>
          )}
          {f.type === 'string-list' && (
            <fieldset class={`fieldset${err('items') ? ' has-error' : ''}`}>
              <legend class="form-label">List items</legend>
              <div class="radio-inline">
                <label class="checkbox"><input type="radio" name={id('items')} checked={f.itemsKind === 'string'} disabled={readOnly} onChange={() => editField(f.uid, { itemsKind: 'string' })} /> Any text</label>
                <label class="checkbox"><input type="radio" name={id('items')} checked={f.itemsKind === 'enum'} disabled={readOnly} onChange={() => editField(f.uid, { itemsKind: 'enum' })} /> Only these values</label>
              </div>
              {f.itemsKind === 'enum' && (
                <>
                  <label class="form-label" for={id('items-enum')}>Values, one per line</label>
                  <ListInput id={id('items-enum')} values={f.itemsEnum} separator={'\n'} disabled={readOnly} invalid={!!err('items')}
                    describedBy={desc('items')} onChange={(itemsEnum) => editField(f.uid, { itemsEnum })} />
                </>
              )}
              {errorText('items')}
            </fieldset>
          )}
          {f.type === 'object' && (
            <div class={`nested${err('fields') ? ' has-error' : ''}`}>
              <p class="form-label">Nested fields of <code>{f.key}</code></p>
              {errorText('fields')}
              <FieldList {...props} fields={f.fields} path={`${path}.fields`} depth={depth + 1} parentUid={f.uid} />
            </div>
          )}
        </div>
      )}
    </li>
  );
}

/**
 * A list edited as text (one value per line, or comma-separated). The text is kept as typed,
 * so a separator at the end is not swallowed; the parsed list goes to `onChange`.
 */
function ListInput({ id, values, separator, disabled, invalid, describedBy, onChange }: {
  id: string;
  values: string[];
  separator: string;
  disabled?: boolean;
  invalid?: boolean;
  describedBy?: string;
  onChange: (values: string[]) => void;
}) {
  const parse = (t: string) => t.split(separator).map((v) => v.trim()).filter(Boolean);
  const joiner = separator === ',' ? ', ' : separator;
  const [text, setText] = useState(values.join(joiner));
  // Values changed from outside (discard, rollback, the assistant): show them.
  useEffect(() => {
    if (parse(text).join('\u0000') !== values.join('\u0000')) setText(values.join(joiner));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [values.join('\u0000')]);
  const props = {
    id,
    class: `input${separator === ',' ? '' : ' mono'}`,
    value: text,
    disabled,
    'aria-invalid': invalid ? ('true' as const) : undefined,
    'aria-describedby': describedBy,
    onInput: (e: Event) => {
      const t = (e.currentTarget as HTMLInputElement | HTMLTextAreaElement).value;
      setText(t);
      onChange(parse(t));
    },
  };
  return separator === ',' ? <input {...props} /> : <textarea rows={3} {...props} />;
}
