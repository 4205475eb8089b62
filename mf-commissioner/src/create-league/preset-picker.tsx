import { useId } from 'react';
import styled from 'styled-components';
import { Button, ButtonRow, theme, type RulePreset } from '@fangtasy/shared';
import { numberFrom, rulesAsTexts } from './wizard-form';

const Picker = styled.div`
  margin-bottom: ${theme.space(4)};
`;

const Title = styled.span`
  display: block;
  font-weight: 600;
  margin-bottom: ${theme.space(2)};
`;

const PresetButton = styled(Button)`
  flex-direction: column;
  align-items: flex-start;
  gap: 0;
  text-align: left;
`;

const Summary = styled.span`
  font-size: 0.8rem;
  font-weight: 400;
`;

const Hint = styled.p`
  margin: ${theme.space(2)} 0 0;
  color: ${theme.color.textMuted};
  font-size: 0.9rem;
`;

/** Whether the typed values are exactly the preset's (a field edited since leaves none pressed). */
const holds = <F extends string>(preset: RulePreset<F>, values: Record<F, string>) =>
  (Object.entries(preset.values) as [F, number][]).every(
    ([field, value]) => numberFrom(values[field]) === value,
  );

/**
 * One-press set-ups at the top of a rules step: a preset fills every field of the step, and every
 * field stays editable. The preset the fields hold right now shows pressed.
 */
export function PresetPicker<F extends string>({
  title,
  presets,
  values,
  onChoose,
}: {
  title: string;
  presets: readonly RulePreset<F>[];
  values: Record<F, string>;
  onChoose: (values: Record<F, string>) => void;
}) {
  const titleId = useId();
  return (
    <Picker role="group" aria-labelledby={titleId}>
      <Title id={titleId}>{title}</Title>
      <ButtonRow>
        {presets.map((preset) => {
          const pressed = holds(preset, values);
          return (
            <PresetButton
              key={preset.id}
              $variant={pressed ? 'primary' : 'secondary'}
              aria-pressed={pressed}
              onClick={() => onChoose(rulesAsTexts(preset.values))}
            >
              {preset.label}
              <Summary>{preset.summary}</Summary>
            </PresetButton>
          );
        })}
      </ButtonRow>
      <Hint>A preset fills every field below; each stays editable.</Hint>
    </Picker>
  );
}
