// The "name, then a slug derived from it until the user edits the slug" pair that the
// project and API creation forms share.
import { useState } from 'preact/hooks';
import type { ServiceError } from '../api/errors';
import { slugify } from '../lib/format';
import { FormField, describedBy } from './ui';

/** A server problem for one body member: its fields[] entry, or the 409 for a taken slug. */
export function fieldError(err: ServiceError | null, name: string): string | null {
  const f = err?.fields?.find((x) => x.field === name);
  if (f) return f.message;
  if (err?.status === 409 && name === 'slug') return err.message;
  return null;
}

export interface NameSlug {
  name: string;
  slug: string;
  setName: (v: string) => void;
  setSlugByHand: (v: string) => void;
}

/** Name and slug state; the slug follows the name until it is edited by hand (or was given). */
export function useNameSlug(initialName = '', initialSlug = ''): NameSlug {
  const [name, setNameRaw] = useState(initialName);
  const [slug, setSlug] = useState(initialSlug);
  const [slugTouched, setSlugTouched] = useState(initialSlug !== '');
  return {
    name,
    slug,
    setName: (v) => {
      setNameRaw(v);
      if (!slugTouched) setSlug(slugify(v));
    },
    setSlugByHand: (v) => {
      setSlugTouched(true);
      setSlug(v);
    },
  };
}

export function NameSlugFields({ idPrefix, state, nameErr, slugErr, slugHint, nameMaxLength }: {
  idPrefix: string;
  state: NameSlug;
  nameErr: string | null;
  slugErr: string | null;
  slugHint: string;
  nameMaxLength?: number;
}) {
  const nameId = `${idPrefix}-name`;
  const slugId = `${idPrefix}-slug`;
  return (
    <>
      <FormField id={nameId} label="Name" required error={nameErr}>
        <input
          id={nameId}
          autoFocus
          class="input"
          value={state.name}
          required
          maxLength={nameMaxLength}
          aria-invalid={nameErr ? 'true' : undefined}
          aria-describedby={describedBy(nameId, false, nameErr)}
          onInput={(e) => state.setName((e.currentTarget as HTMLInputElement).value)}
        />
      </FormField>
      <FormField id={slugId} label="Slug" hint={slugHint} error={slugErr}>
        <input
          id={slugId}
          class="input mono"
          value={state.slug}
          aria-invalid={slugErr ? 'true' : undefined}
          aria-describedby={describedBy(slugId, true, slugErr)}
          onInput={(e) => state.setSlugByHand((e.currentTarget as HTMLInputElement).value)}
        />
      </FormField>
    </>
  );
}
