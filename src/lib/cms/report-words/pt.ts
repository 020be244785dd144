import { HYGRAPH_FIELD_LABELS, type ReportWords } from './types';

const list = (items: string[]) => (items.length < 2 ? items.join('') : `${items.slice(0, -1).join(', ')} e ${items.at(-1)}`);
const quoted = (items: string[]) => list(items.map((item) => `«${item}»`));

export const pt: ReportWords = {
  problems: {
    missingFields: ({ fields }) => ({
      what: `não é publicado: falta-lhe ${list(fields.map((field) => pt.fields[field].toLowerCase()))}`,
      fix: 'preencha esses campos e publique a entrada de novo',
    }),
    scheduled: ({ date }) => ({ what: `agendado para ${date}`, fix: 'nada: a primeira publicação desse dia põe-no no site' }),
    slugNotAllowed: ({ slug, suggestion }) => ({
      what: `o endereço web (slug) «${slug}» só pode ter minúsculas sem acentos, algarismos e hífenes, porque forma o endereço da página`,
      fix: suggestion ? `mude o campo «${pt.fields.slug}» para «${suggestion}»` : `escreva no campo «${pt.fields.slug}» um endereço a partir do título, em letras latinas`,
    }),
    slugShared: ({ slug, others }) => ({
      what: `o seu endereço web (slug) «${slug}» é também o de ${quoted(others)}: um endereço não pode mostrar duas entradas`,
      fix: `mude o campo «${pt.fields.slug}» de uma delas`,
    }),
    empty: () => ({ what: 'está vazia: não tem texto, nem imagens, vídeos ou áudios', fix: 'escreva o artigo ou despublique a entrada' }),
    foreignFrame: ({ host }) => ({
      what: `o conteúdo insere uma página de ${host} (um «iframe»), que o site não mostra porque carregaria esse site em cada visita`,
      fix: 'retire-a e ponha uma ligação para essa página; só se podem inserir vídeos do YouTube e do Vimeo',
    }),
    videoNested: () => ({
      what: 'o conteúdo tem um vídeo dentro de uma lista, tabela, citação ou caixa com estilo',
      fix: 'ponha o vídeo numa linha própria, fora desse bloco',
    }),
    videoAddressUnreadable: ({ address }) => ({
      what: `o conteúdo insere o endereço ${address}, que não é o de um vídeo nem o de uma lista de reprodução que o site consiga reproduzir`,
      fix: 'copie o endereço com o botão «Partilhar» do vídeo e volte a inseri-lo',
    }),
    videoPosterMissing: ({ address, reason }) => ({
      what: `o vídeo ${address} aparece com a imagem genérica do site, não com a sua: ${
        { playlist: 'uma lista de reprodução não indica nenhum vídeo de onde tirar a imagem', unavailable: 'a plataforma não tem imagem dele (apagado, privado, ou do Vimeo não listado sem a sua chave?)', unreachable: 'não foi possível contactar a plataforma durante a publicação' }[reason]
      }`,
      fix: { playlist: 'insira o endereço do primeiro vídeo com a lista (watch?v=…&list=…)', unavailable: 'confirme que o vídeo é público ou cole o endereço completo', unreachable: 'nada: a próxima publicação tenta de novo' }[reason],
    }),
    videoSettingsUnkept: ({ address, settings }) => ({
      what: `o endereço do vídeo ${address} pede ${list(settings)}, que o leitor do site não respeita`,
      fix: 'retire-o do endereço; o vídeo é reproduzido do início (ou do minuto indicado) até ao fim',
    }),
    previousSlugTaken: ({ slug, other }) => ({
      what: `o endereço antigo «${slug}» é o endereço atual de «${other}»: não pode redirecionar para esta entrada`,
      fix: `retire «${slug}» do campo «${pt.fields.previousSlugs}»`,
    }),
    previousSlugNotAllowed: ({ slug }) => ({
      what: `o endereço antigo «${slug}» não é um endereço válido (só minúsculas sem acentos, algarismos e hífenes): não é redirecionado`,
      fix: `corrija-o ou retire-o do campo «${pt.fields.previousSlugs}»`,
    }),
    embedNotAsset: ({ type }) => ({
      what: `o conteúdo insere uma entrada do tipo ${type}; só se podem inserir imagens, vídeos e áudios`,
      fix: 'retire essa inserção e ponha uma ligação no seu lugar',
    }),
    embedMissing: ({ id }) => ({
      what: `o conteúdo insere um ficheiro que já não está publicado ou foi apagado (referência ${id})`,
      fix: 'publique de novo o ficheiro em «Assets», ou retire-o do conteúdo',
    }),
    embedUnsupported: ({ file, mimeType }) => ({
      what: `o conteúdo insere «${file}» (${mimeType}), um tipo de ficheiro que o site não pode mostrar`,
      fix: 'retire-o e ponha uma ligação para o ficheiro; só se podem inserir imagens, vídeos e áudios',
    }),
    embedUnplaceable: () => ({
      what: 'o conteúdo tem um ficheiro inserido como ligação, que o site não pode mostrar',
      fix: 'insira-o como bloco ou em linha, ou escreva uma ligação normal',
    }),
    bodyFileMissing: ({ kind, file }) => ({
      what: `o conteúdo mostra ${pt.fileKinds[kind]} «${file}», que não se pode copiar (apagado, danificado ou num formato que o site não serve)`,
      fix: 'carregue de novo o ficheiro e volte a pô-lo, ou retire-o do conteúdo',
    }),
    thumbnailMissing: ({ file }) => ({
      what: `a imagem de miniatura «${file}» já não existe ou não se consegue ler: os cartões mostrariam uma caixa vazia`,
      fix: `escolha outra imagem em «${pt.fields.thumbnailImage}»`,
    }),
    mainImageMissing: ({ file }) => ({
      what: `a imagem principal «${file}» já não existe ou não se consegue ler: a entrada ficaria sem cabeçalho`,
      fix: `escolha outra imagem em «${pt.fields.mainImage}»`,
    }),
    longTitle: ({ length, limit }) => ({
      what: `o título tem ${length} caracteres: com mais de ${limit} enche o primeiro ecrã de um telemóvel`,
      fix: 'encurte-o',
    }),
    noThumbnail: () => ({ what: 'não tem imagem de miniatura: os seus cartões mostram uma caixa de cor', fix: `escolha uma em «${pt.fields.thumbnailImage}»` }),
    noMainImage: () => ({ what: 'não tem imagem principal: a entrada fica sem cabeçalho', fix: `escolha uma em «${pt.fields.mainImage}»` }),
    noCategory: () => ({
      what: 'não tem categoria: o seu cartão diz «Sem categoria» e nenhuma página de categoria a lista',
      fix: `escolha pelo menos uma em «${pt.fields.categories}»`,
    }),
    imageWithoutAlt: ({ file }) => ({
      what: `a imagem «${file}» do conteúdo não tem descrição (texto alternativo): quem não vê a imagem não sabe o que mostra`,
      fix: 'escreva uma descrição breve no campo «Alt» do ficheiro',
    }),
    unknownStyle: ({ className, known }) => ({
      what: `uma caixa do conteúdo tem o estilo «${className}», que o site não conhece: aparece como texto normal`,
      fix: `use um dos estilos do site (${quoted(known)}) ou retire a caixa`,
    }),
  },
  fields: HYGRAPH_FIELD_LABELS,
  fileKinds: { img: 'a imagem', video: 'o vídeo', audio: 'o áudio' },
  languages: { es: 'Espanhol', en: 'Inglês', pt: 'Português', it: 'Italiano' },
  untitled: '(sem título)',
  title: (site, day) => `# Relatório de publicação do blog: ${site === 'preview' ? 'site de pré-visualização' : 'site'}, ${day}`,
  refused: '**Recusado: nada foi publicado.** O site continua como estava. Corrija no Hygraph as entradas em «Recusadas» e publique de novo.',
  failed: (why) => `**A publicação falhou: nada foi publicado.** O site continua como estava. O que a parou: ${why}`,
  deployFailed:
    '**O site foi preparado, mas o envio falhou: nada foi publicado.** O site continua como estava. Não é preciso mudar nada no Hygraph: a equipa técnica trata disso, e a próxima publicação tenta de novo.',
  published: (count) => `**Publicado.** ${count} ${count === 1 ? 'entrada' : 'entradas'} no site.`,
  scheduledNote: (day, timeZone) =>
    `As entradas com data posterior a ${day} (dia desta publicação, hora de ${timeZone}) estão agendadas: a primeira publicação do seu dia põe-nas no site.`,
  previewNote: 'A pré-visualização mostra também as entradas agendadas; o site publica cada uma no seu dia.',
  headings: { refused: 'Recusadas', leftOut: 'Não publicadas', warnings: 'Avisos', published: 'Publicadas' },
  fixLabel: 'O que mudar',
  openInHygraph: (field) => `abrir no Hygraph (campo «${field}»)`,
  mailSubject: (day) => `O blog não foi publicado (${day}): é preciso corrigir algo`,
  runLink: (url) => `Detalhes técnicos desta publicação (para a equipa técnica): ${url}`,
  noReport: '**A publicação parou antes de rever as entradas: nada foi publicado.** O site continua como estava. A equipa técnica tem os detalhes na ligação acima.',
};
