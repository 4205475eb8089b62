import { useState } from 'react';
import styled from 'styled-components';
import {
  Button,
  DRAFT_CSV_BOUNDS,
  Notice,
  Panel,
  SectionTitle,
  theme,
  uploadOfflineDraft,
} from '@fangtasy/shared';
import { useDraftChange } from '../room/use-draft-change';

const FileField = styled.label`
  display: flex;
  flex-direction: column;
  gap: ${theme.space(1)};
  font-weight: 600;
  margin-bottom: ${theme.space(3)};
  input {
    max-width: 100%;
    font-weight: normal;
  }
`;

const Example = styled.pre`
  white-space: pre-wrap;
  overflow-wrap: anywhere;
  background: ${theme.color.surfaceRaised};
  padding: ${theme.space(2)};
  border-radius: ${theme.radius};
  margin: 0 0 ${theme.space(3)};
`;

const Problems = styled.ul`
  margin: 0;
  color: ${theme.color.error};
  padding-left: ${theme.space(5)};
  overflow-wrap: anywhere;
`;

/**
 * The commissioner's upload of an offline draft's results (decision 066): a CSV file of
 * `round,pick,team,player` read in the browser and sent as text. The server judges the whole file
 * before writing anything; a refusal lists each problem, a row's number first, on its own line.
 */
export function OfflineUpload({ leagueId }: { leagueId: number }) {
  const [file, setFile] = useState<File | null>(null);
  const [tooLarge, setTooLarge] = useState(false);
  const upload = useDraftChange(leagueId, (text: string) => uploadOfflineDraft(leagueId, text));
  const [summary, ...problems] = upload.error?.split('\n') ?? [];
  const send = async () => {
    if (!file) return;
    // Read and judged by the server; a file past its bound is refused here without sending.
    const oversized = file.size > DRAFT_CSV_BOUNDS.maxChars * 4;
    setTooLarge(oversized);
    if (!oversized) upload.run(await file.text());
  };
  return (
    <Panel aria-labelledby="offline-upload-title">
      <SectionTitle id="offline-upload-title">Upload the draft results</SectionTitle>
      <p>
        One line per pick below a header: the round, the pick in the round, the team&apos;s name and
        the player&apos;s. The first round gives the draft order. Add position and nfl_team columns
        to tell two players with one name apart.
      </p>
      <Example>{'round,pick,team,player,position\n1,1,Casey Crushers,Josh Allen,QB'}</Example>
      <FileField>
        Results file (CSV)
        <input
          type="file"
          accept=".csv,text/csv,text/plain"
          onChange={(event) => setFile(event.target.files?.[0] ?? null)}
        />
      </FileField>
      <Button disabled={!file || upload.pending} onClick={() => void send()}>
        Upload results
      </Button>
      {tooLarge ? (
        <Notice tone="error">
          The file is too large: at most {DRAFT_CSV_BOUNDS.maxChars.toLocaleString('en-US')}{' '}
          characters.
        </Notice>
      ) : null}
      {summary ? <Notice tone="error">{summary}</Notice> : null}
      {problems.length > 0 ? (
        <Problems aria-label="Problems in the file">
          {problems.map((problem) => (
            <li key={problem}>{problem}</li>
          ))}
        </Problems>
      ) : null}
    </Panel>
  );
}
