/**
 * The management team shown on the about page. People, portraits and profile addresses are invented for this
 * project; role titles and quotes are translated in `about-us:team.members.<id>`.
 */
export type TeamMemberId = 'lucia-ferrer' | 'tomas-aguirre' | 'ines-carvalho' | 'marco-bellandi' | 'elena-robles';

export type TeamMember = {
  id: TeamMemberId;
  name: string;
  /** Illustrated portrait (not a photo), 240×240. */
  portrait: string;
  profileUrl: string;
};

export const MANAGEMENT_TEAM: readonly TeamMember[] = [
  { id: 'lucia-ferrer', name: 'Lucía Ferrer Albiol', portrait: '/images/pages/team/lucia-ferrer.svg', profileUrl: 'https://www.linkedin.com/in/lucia-ferrer-nortia-example' },
  { id: 'tomas-aguirre', name: 'Tomás Aguirre Beltrán', portrait: '/images/pages/team/tomas-aguirre.svg', profileUrl: 'https://www.linkedin.com/in/tomas-aguirre-nortia-example' },
  { id: 'elena-robles', name: 'Elena Robles Gil', portrait: '/images/pages/team/elena-robles.svg', profileUrl: 'https://www.linkedin.com/in/elena-robles-nortia-example' },
  { id: 'ines-carvalho', name: 'Inês Carvalho Mota', portrait: '/images/pages/team/ines-carvalho.svg', profileUrl: 'https://www.linkedin.com/in/ines-carvalho-nortia-example' },
  { id: 'marco-bellandi', name: 'Marco Bellandi', portrait: '/images/pages/team/marco-bellandi.svg', profileUrl: 'https://www.linkedin.com/in/marco-bellandi-nortia-example' },
];

export const TEAM_PORTRAIT_SIZE = 240;
