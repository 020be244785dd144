/**
 * Partner firms named on the about page (all invented). What each one does for our clients is translated in
 * `about-us:alliances.items.<id>`.
 */
export type AllianceId = 'atlantida' | 'veralia' | 'meridia' | 'pagora';

export const ALLIANCES: ReadonlyArray<{ id: AllianceId; name: string; monogram: string }> = [
  { id: 'atlantida', name: 'Atlántida Seguros', monogram: 'AS' },
  { id: 'veralia', name: 'Veralia Vida y Pensiones', monogram: 'VV' },
  { id: 'meridia', name: 'Meridia Gestión de Activos', monogram: 'MG' },
  { id: 'pagora', name: 'Pagora Dinero Electrónico', monogram: 'PD' },
];
