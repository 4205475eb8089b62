import { z } from 'zod';
import { BITE_DEADLINE_DAYS, BITE_DEADLINE_KINDS, BITE_SWAP_RULES } from '../domain/bite-rules';
import { MESSAGES } from '../domain/messages';
import { bodyId } from './bounded-numbers';
import { BITE_DEADLINE_HOUR_BOUNDS } from './limits';
import { boundedWholeNumber } from './trade-rules';

const flag = () => z.union([z.literal(0), z.literal(1)], { error: MESSAGES.biteRulesInvalid });

const biteRulesShape = {
  bites_enabled: flag(),
  swap_rule: z.enum(BITE_SWAP_RULES, { error: MESSAGES.biteRulesInvalid }),
  deadline_kind: z.enum(BITE_DEADLINE_KINDS, { error: MESSAGES.biteRulesInvalid }),
  deadline_day: z.enum(BITE_DEADLINE_DAYS, { error: MESSAGES.biteRulesInvalid }),
  deadline_hour: boundedWholeNumber(
    'deadline_hour',
    BITE_DEADLINE_HOUR_BOUNDS,
    MESSAGES.biteRulesInvalid,
  ),
  full_lineup_required: flag(),
  bites_in_playoffs: flag(),
  declare_before_kickoff: flag(),
  garlic: flag(),
};

/** The vampire-bite settings (docs/decisions/019-the-vampire-bite.md): the wizard's vampire step sets them. */
export const biteRulesSchema = z.object(biteRulesShape);

/** The POST /bite_rules/create body. */
export const biteRulesBodySchema = z.object({
  league_id: bodyId('league_id', MESSAGES.missingRequiredInformation),
  ...biteRulesShape,
});

export type BiteRulesInput = z.input<typeof biteRulesSchema>;
export type BiteRulesBody = z.input<typeof biteRulesBodySchema>;
