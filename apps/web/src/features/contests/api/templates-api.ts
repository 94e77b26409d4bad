import type { ContestView, PrizeRange } from '@crease/game';
import { api } from '../../../lib/api-client.ts';

/** One contest of a template: what every contest made from it has. */
export interface TemplateContest {
  name: string;
  entryFee: number;
  prizePool: number;
  spots: number | null;
  maxTeamsPerUser: number;
  flexible: boolean;
  prizes: PrizeRange[];
}

/** A named set of contests, applied to a match in one action; `autoApply` applies it to every match created or imported. */
export interface ContestTemplateView {
  id: number;
  name: string;
  autoApply: boolean;
  contests: TemplateContest[];
}

export type ContestTemplateBody = Omit<ContestTemplateView, 'id'>;

const TEMPLATES = '/api/admin/contest-templates';

export const fetchContestTemplates = () => api.get<ContestTemplateView[]>(TEMPLATES);

export const createContestTemplate = (body: ContestTemplateBody) => api.post<ContestTemplateView>(TEMPLATES, body);

export const updateContestTemplate = (id: number, body: ContestTemplateBody) => api.put<ContestTemplateView>(`${TEMPLATES}/${id}`, body);

export const deleteContestTemplate = (id: number) => api.delete<null>(`${TEMPLATES}/${id}`);

/** Makes the templates' contests on a match; the contests made. */
export const applyContestTemplates = (matchId: number, templateIds: readonly number[]) =>
  api.post<ContestView[]>(`/api/admin/matches/${matchId}/apply-templates`, { templateIds });
