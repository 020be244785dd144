import { readFileSync } from 'node:fs';
import path from 'node:path';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { amortize, comparePrepayment } from './amortization';
import { adviserMessage } from './adviser-message';
import { formattersFor } from './format';
import { validate, type FormValues } from './inputs';

async function spanish() {
  const mortgages = JSON.parse(readFileSync(path.resolve(__dirname, '../../../../public/locales/es/mortgages.json'), 'utf8'));
  const i18n = i18next.createInstance();
  await i18n.init({ lng: 'es', resources: { es: { mortgages } }, defaultNS: 'mortgages', interpolation: { escapeValue: false } });
  return i18n.getFixedT('es', 'mortgages');
}

const values: FormValues = {
  mode: 'price',
  rateType: 'mixed',
  price: '250.000',
  down: '50.000',
  loan: '',
  years: '25',
  rate: '2',
  index: '2,2',
  spread: '0,8',
  fixedYears: '10',
  lump: '20.000',
  lumpYear: '5',
  fee: '1',
};

describe('adviserMessage', () => {
  it('writes the simulation line by line in the visitor’s language, with the address to reopen it', async () => {
    const t = await spanish();
    const format = formattersFor('es-ES');
    const calculation = validate(values, ',').calculation!;
    const schedule = amortize(calculation.loan);
    const comparison = comparePrepayment(calculation.loan, calculation.early!);
    const message = adviserMessage(t, format, { calculation, schedule, comparison, url: 'https://nortia.example/es/mortgages?rate=2' });
    const lines = message.replace(/[\u00a0\u202f]/g, ' ').split('\n');
    expect(lines[0]).toBe('Hola, me gustaría comentar con un asesor esta simulación de hipoteca:');
    expect(lines).toContain('Precio de la vivienda: 250.000 €; ahorro aportado: 50.000 € (LTV 80 %)');
    expect(lines).toContain('Préstamo: 200.000 € a 25 años');
    expect(lines).toContain('Tipo mixto: 2 % los primeros 10 años, después 3 % (índice + diferencial)');
    expect(lines).toContain('Cuota mensual orientativa: 847,71 €');
    expect(lines.some((line) => line.startsWith('Cuota después del periodo fijo: '))).toBe(true);
    expect(lines.some((line) => line.startsWith('Amortización anticipada de 20.000 € al final del año 5 (comisión 1 %)'))).toBe(true);
    expect(lines.at(-1)).toBe('Simulación: https://nortia.example/es/mortgages?rate=2');
  });
});
