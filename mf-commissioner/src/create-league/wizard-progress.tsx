import styled from 'styled-components';
import { theme } from '@fangtasy/shared';

const Track = styled.div`
  height: 0.6rem;
  background: ${theme.color.surfaceRaised};
  border: 1px solid ${theme.color.border};
  border-radius: 999px;
  overflow: hidden;
`;

const Fill = styled.div<{ $percent: number }>`
  height: 100%;
  width: ${(props) => props.$percent}%;
  background: ${theme.color.accent};
  transition: width 200ms ease-out;
`;

const Steps = styled.ol`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space(2)} ${theme.space(4)};
  margin: ${theme.space(2)} 0 ${theme.space(4)};
  padding: 0;
  list-style: none;
  color: ${theme.color.textMuted};
  li[aria-current='step'] {
    color: ${theme.color.text};
    font-weight: 700;
  }
`;

/** The wizard's progress bar and its named steps, the current one marked. */
export function WizardProgress({
  titles,
  current,
}: {
  titles: readonly string[];
  current: number;
}) {
  const total = titles.length;
  return (
    <div>
      <Track
        role="progressbar"
        aria-label="Create League progress"
        aria-valuemin={1}
        aria-valuemax={total}
        aria-valuenow={current + 1}
        aria-valuetext={`Step ${current + 1} of ${total}: ${titles[current] ?? ''}`}
      >
        <Fill $percent={((current + 1) / total) * 100} />
      </Track>
      <Steps>
        {titles.map((title, index) => (
          <li key={title} aria-current={index === current ? 'step' : undefined}>
            {index + 1}. {title}
          </li>
        ))}
      </Steps>
    </div>
  );
}
