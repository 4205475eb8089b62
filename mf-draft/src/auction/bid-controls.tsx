import { useState } from 'react';
import styled from 'styled-components';
import { Button, FormField, theme } from '@fangtasy/shared';

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: end;
  gap: ${theme.space(2)};
  > * {
    min-width: 0;
  }
  button {
    min-height: 44px;
  }
`;

const QUICK_RAISES = [1, 5] as const;

/**
 * A bid: one tap raises the high bid by $1 or $5, or a typed amount is sent; each within the
 * member's max bid. `disabledReason` says why he cannot bid now (he holds the high bid, say).
 */
export function BidControls({
  highBid,
  maxBid,
  pending,
  disabledReason,
  onBid,
}: {
  highBid: number;
  maxBid: number;
  pending: boolean;
  disabledReason: string | null;
  onBid: (amount: number) => void;
}) {
  const [typed, setTyped] = useState('');
  const amount = Number(typed);
  const shut = pending || disabledReason !== null;
  const typedValid = Number.isInteger(amount) && amount > highBid && amount <= maxBid;
  return (
    <>
      <Row>
        {QUICK_RAISES.map((raise) => (
          <Button
            key={raise}
            disabled={shut || highBid + raise > maxBid}
            aria-label={`Bid $${highBid + raise}`}
            onClick={() => onBid(highBid + raise)}
          >
            +${raise}
          </Button>
        ))}
      </Row>
      <Row>
        <FormField
          label="Your bid ($)"
          type="number"
          inputMode="numeric"
          min={highBid + 1}
          max={maxBid}
          value={typed}
          disabled={shut}
          onChange={(event) => setTyped(event.target.value)}
        />
        <Button
          $variant="secondary"
          disabled={shut || !typedValid}
          onClick={() => {
            onBid(amount);
            setTyped('');
          }}
        >
          Bid
        </Button>
      </Row>
      <p>{disabledReason ?? `Your max bid: $${maxBid}`}</p>
    </>
  );
}
