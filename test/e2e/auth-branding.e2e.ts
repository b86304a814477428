// Branding by instance, translated when the language is not English (access spec §1, §3 "Branding", §7
// "Branding by instance name"; API.md GET /api/branding?instance=SUB&lang=xx).
import { jest } from '@jest/globals';
import { seedDemo } from '../../server/src/seeds/seed-demo.js';
import { useTestApp } from '../support/test-app.js';

jest.setTimeout(60_000);
const t = useTestApp({ startTimeout: 300_000 });

const sql = (query: string, params: unknown[] = []) => t.dataSource.query(query, params);
const branding = (instance: string, lang?: string) =>
  t.http.get('/api/branding').query({ instance, ...(lang ? { lang } : {}) });

const SPRINGFIELD_STORED = {
  ds_portalTitle: 'Springfield Community Programs',
  ds_loginHeading: 'Welcome to Springfield Community Programs',
  ds_loginMessage: 'Sign in to apply for grocery support, child savings accounts and other city programs.',
};

const HEALTH_EXCHANGE = {
  en: {
    ds_portalTitle: 'State Health Exchange',
    ds_loginHeading: 'State Health Exchange',
    ds_loginMessage: 'Sign in to follow your coverage, grocery support and child savings applications.',
  },
  es: {
    ds_portalTitle: 'Intercambio Estatal de Salud',
    ds_loginHeading: 'Intercambio Estatal de Salud',
    ds_loginMessage:
      'Inicie sesión para seguir sus solicitudes de cobertura, apoyo para alimentos y cuentas de ahorro infantil.',
  },
  vi: {
    ds_portalTitle: 'Sàn Giao dịch Y tế Tiểu bang',
    ds_loginHeading: 'Sàn Giao dịch Y tế Tiểu bang',
    ds_loginMessage:
      'Đăng nhập để theo dõi các đơn đăng ký bảo hiểm, hỗ trợ thực phẩm và tài khoản tiết kiệm cho trẻ em của bạn.',
  },
  ko: {
    ds_portalTitle: '주 건강보험 거래소',
    ds_loginHeading: '주 건강보험 거래소',
    ds_loginMessage: '로그인하여 보험, 식료품 지원 및 아동 저축 계좌 신청 현황을 확인하세요.',
  },
  'zh-TW': {
    ds_portalTitle: '州健康保險交易所',
    ds_loginHeading: '州健康保險交易所',
    ds_loginMessage: '登入以查看您的保險、食品補助和兒童儲蓄帳戶申請進度。',
  },
};

describe('translated branding', () => {
  it('answers the stored texts without a language and in English', async () => {
    expect((await branding('springfield').expect(200)).body).toMatchObject(SPRINGFIELD_STORED);
    expect((await branding('springfield', 'en').expect(200)).body).toMatchObject(SPRINGFIELD_STORED);
  });

  it("answers Springfield's Spanish texts with lang=es", async () => {
    expect((await branding('springfield', 'es').expect(200)).body).toMatchObject({
      ds_portalTitle: 'Programas Comunitarios de Springfield',
      ds_loginHeading: 'Bienvenido a los Programas Comunitarios de Springfield',
      ds_loginMessage:
        'Inicie sesión para solicitar apoyo para alimentos, cuentas de ahorro infantil y otros programas de la ciudad.',
    });
  });

  it('answers the health exchange (483) in each of its languages: es, vi, ko, en, zh-TW', async () => {
    for (const [lang, texts] of Object.entries(HEALTH_EXCHANGE)) {
      const { body } = await branding('healthexchange', lang).expect(200);
      expect({ lang, texts: { ...body, ...texts } }).toEqual({ lang, texts: body });
    }
  });

  it('changes only the texts: every other branding field is the same in every language', async () => {
    const english = (await branding('healthexchange').expect(200)).body;
    const spanish = (await branding('healthexchange', 'es').expect(200)).body;
    const { ds_portalTitle: _a, ds_loginHeading: _b, ds_loginMessage: _c, ...rest } = english;
    expect(spanish).toEqual({ ...rest, ...HEALTH_EXCHANGE.es });
  });

  it('keeps the stored text of each field a language does not translate', async () => {
    await sql(
      `UPDATE instances SET branding_translations = '{"fr": {"loginHeading": "Bienvenue"}}' WHERE id = 318`,
    );
    try {
      const { body } = await branding('riverton', 'fr').expect(200);
      expect(body).toMatchObject({
        ds_portalTitle: 'Riverton Grant Reviews',
        ds_loginHeading: 'Bienvenue',
        ds_loginMessage: 'Reviewers and applicants of the Riverton grant rounds sign in here.',
      });
    } finally {
      await sql(`UPDATE instances SET branding_translations = '{}' WHERE id = 318`);
    }
  });

  it('answers the stored texts for a language without translations', async () => {
    expect((await branding('springfield', 'vi').expect(200)).body).toMatchObject(SPRINGFIELD_STORED);
    expect((await branding('market', 'es').expect(200)).body).toMatchObject({
      ds_loginHeading: 'Porchlight Marketplace',
    });
  });

  it('reads a regional code as its language (es-MX is es) and matches a code in any case', async () => {
    expect((await branding('springfield', 'es-MX').expect(200)).body.ds_loginHeading).toBe(
      'Bienvenido a los Programas Comunitarios de Springfield',
    );
    expect((await branding('healthexchange', 'zh-tw').expect(200)).body.ds_loginHeading).toBe(
      '州健康保險交易所',
    );
  });

  it('refuses a lang that is no language code with 422', async () => {
    const res = await branding('springfield', 'es;drop').expect(422);
    expect(res.body).toMatchObject({ statusCode: 422, message: 'lang must be a language code' });
  });

  it('answers 404 instanceNotFound for an unknown instance, in any language', async () => {
    const res = await branding('nowhere', 'es').expect(404);
    expect(res.body).toEqual({
      statusCode: 404,
      code: 'instanceNotFound',
      message: 'No instance has this name',
    });
  });

  it('keeps the translations when the demo seed runs again (the seed is idempotent)', async () => {
    const before = await sql('SELECT id, branding_translations FROM instances ORDER BY id');
    await seedDemo(t.dataSource);
    expect(await sql('SELECT id, branding_translations FROM instances ORDER BY id')).toEqual(before);
    expect(before.find((row: { id: number }) => row.id === 483).branding_translations).toHaveProperty(
      'zh-TW',
    );
  });
});
