import { useState } from 'react';
import {
  Button,
  DRAFT_TYPE_LABELS,
  LEAGUE_SIZE,
  MOCK_DRAFT_DEFAULT_PICK_SECONDS,
  MOCK_DRAFT_TYPES,
  Notice,
  Panel,
  pickClockText,
  SectionTitle,
  SelectField,
} from '@fangtasy/shared';
import type { MockDraftBody } from '@fangtasy/shared/validation';

/** The clocks a practice offers: short ones, as on draft night. */
const CLOCKS = [MOCK_DRAFT_DEFAULT_PICK_SECONDS, 60, 90, 120];
const PLACES = Array.from({ length: LEAGUE_SIZE }, (_, index) => index + 1);

/**
 * A mock draft's settings, as a real league's: the draft type, the pick clock and the member's
 * place in the order (drawn, or chosen). Nine bots fill the other teams.
 */
export function MockSetup({
  title,
  pending,
  error,
  onStart,
}: {
  title: string;
  pending: boolean;
  error: string | null;
  onStart: (body: MockDraftBody) => void;
}) {
  const [type, setType] = useState<(typeof MOCK_DRAFT_TYPES)[number]>('snake');
  const [seconds, setSeconds] = useState(MOCK_DRAFT_DEFAULT_PICK_SECONDS);
  const [place, setPlace] = useState('');
  return (
    <Panel aria-labelledby="mock-setup-title">
      <SectionTitle id="mock-setup-title">{title}</SectionTitle>
      <p>
        Practise alone against nine bots. Nobody else sees a mock draft; starting another replaces
        it.
      </p>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          onStart({
            type,
            pick_seconds: seconds,
            draft_position: place === '' ? null : Number(place),
          });
        }}
      >
        <SelectField
          label="Draft type"
          value={type}
          onChange={(event) => setType(event.target.value as typeof type)}
        >
          {MOCK_DRAFT_TYPES.map((value) => (
            <option key={value} value={value}>
              {DRAFT_TYPE_LABELS[value]}
            </option>
          ))}
        </SelectField>
        <SelectField
          label="Pick clock"
          value={String(seconds)}
          onChange={(event) => setSeconds(Number(event.target.value))}
        >
          {CLOCKS.map((value) => (
            <option key={value} value={String(value)}>
              {pickClockText(value)}
            </option>
          ))}
        </SelectField>
        <SelectField
          label="Your draft position"
          value={place}
          onChange={(event) => setPlace(event.target.value)}
        >
          <option value="">Random</option>
          {PLACES.map((value) => (
            <option key={value} value={String(value)}>
              {value}
            </option>
          ))}
        </SelectField>
        {error ? <Notice tone="error">{error}</Notice> : null}
        <Button type="submit" disabled={pending}>
          {pending ? 'Starting...' : 'Start mock draft'}
        </Button>
      </form>
    </Panel>
  );
}
