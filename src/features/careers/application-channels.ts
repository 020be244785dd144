/** Where candidates apply: a careers mailbox and the external job board (both invented). */
export const CAREERS = {
  email: 'talento@nortia.example',
  jobBoardUrl: 'https://empleo.nortia.example/ofertas',
} as const;
