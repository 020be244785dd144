import { HYGRAPH_FIELD_LABELS, type ReportWords } from './types';

const list = (items: string[]) => (items.length < 2 ? items.join('') : `${items.slice(0, -1).join(', ')} y ${items.at(-1)}`);
const quoted = (items: string[]) => list(items.map((item) => `«${item}»`));

export const es: ReportWords = {
  problems: {
    missingFields: ({ fields }) => ({
      what: `no se publica: le falta ${list(fields.map((field) => es.fields[field].toLowerCase()))}`,
      fix: 'rellena esos campos y vuelve a publicar la entrada',
    }),
    scheduled: ({ date }) => ({ what: `programado para el ${date}`, fix: 'nada: la primera publicación de ese día lo pone en la web' }),
    slugNotAllowed: ({ slug, suggestion }) => ({
      what: `la dirección web (slug) «${slug}» solo puede llevar minúsculas sin acentos, cifras y guiones, porque forma la dirección de la página`,
      fix: suggestion ? `cambia el campo «${es.fields.slug}» por «${suggestion}»` : `escribe en el campo «${es.fields.slug}» una dirección a partir del título, en letras latinas`,
    }),
    slugShared: ({ slug, others }) => ({
      what: `su dirección web (slug) «${slug}» es también la de ${quoted(others)}: una dirección no puede mostrar dos entradas`,
      fix: `cambia el campo «${es.fields.slug}» de una de ellas`,
    }),
    empty: () => ({ what: 'está vacía: no tiene texto, ni imágenes, vídeos o audios', fix: 'escribe el artículo o despublica la entrada' }),
    foreignFrame: ({ host }) => ({
      what: `el contenido inserta una página de ${host} (un «iframe»), que la web no muestra porque cargaría ese sitio en cada visita`,
      fix: 'quítala y enlaza esa página; solo se pueden insertar vídeos de YouTube y Vimeo',
    }),
    videoNested: () => ({
      what: 'el contenido tiene un vídeo dentro de una lista, tabla, cita o recuadro con estilo',
      fix: 'pon el vídeo en su propia línea, fuera de ese bloque',
    }),
    videoAddressUnreadable: ({ address }) => ({
      what: `el contenido inserta la dirección ${address}, que no es la de un vídeo ni la de una lista de reproducción que la web pueda reproducir`,
      fix: 'copia la dirección con el botón «Compartir» del vídeo y vuelve a insertarlo',
    }),
    videoPosterMissing: ({ address, reason }) => ({
      what: `el vídeo ${address} se muestra con la imagen genérica de la web, no con la suya: ${
        { playlist: 'una lista de reproducción no nombra ningún vídeo del que tomar la imagen', unavailable: 'su plataforma no tiene imagen de él (¿borrado, privado, o de Vimeo sin su clave de vídeo oculto?)', unreachable: 'no se pudo contactar con su plataforma durante la publicación' }[reason]
      }`,
      fix: { playlist: 'inserta la dirección del primer vídeo con la lista (watch?v=…&list=…)', unavailable: 'comprueba que el vídeo es público o pega su dirección completa', unreachable: 'nada: la próxima publicación lo vuelve a intentar' }[reason],
    }),
    videoSettingsUnkept: ({ address, settings }) => ({
      what: `la dirección del vídeo ${address} pide ${list(settings)}, que el reproductor de la web no respeta`,
      fix: 'quítalo de la dirección; el vídeo se reproduce desde el principio (o desde el minuto indicado) hasta el final',
    }),
    previousSlugTaken: ({ slug, other }) => ({
      what: `la dirección antigua «${slug}» es la dirección actual de «${other}»: no puede redirigir a esta entrada`,
      fix: `quita «${slug}» del campo «${es.fields.previousSlugs}»`,
    }),
    previousSlugNotAllowed: ({ slug }) => ({
      what: `la dirección antigua «${slug}» no es una dirección válida (solo minúsculas sin acentos, cifras y guiones): no se redirige`,
      fix: `corrígela o quítala del campo «${es.fields.previousSlugs}»`,
    }),
    embedNotAsset: ({ type }) => ({
      what: `el contenido inserta una entrada de tipo ${type}; solo se pueden insertar imágenes, vídeos y audios`,
      fix: 'quita esa inserción y pon un enlace en su lugar',
    }),
    embedMissing: ({ id }) => ({
      what: `el contenido inserta un archivo que ya no está publicado o se borró (referencia ${id})`,
      fix: 'publica de nuevo el archivo en «Assets», o quítalo del contenido',
    }),
    embedUnsupported: ({ file, mimeType }) => ({
      what: `el contenido inserta «${file}» (${mimeType}), un tipo de archivo que la web no puede mostrar`,
      fix: 'quítalo y enlaza el archivo; solo se pueden insertar imágenes, vídeos y audios',
    }),
    embedUnplaceable: () => ({
      what: 'el contenido tiene un archivo insertado como enlace, que la web no puede mostrar',
      fix: 'insértalo como bloque o en línea, o escribe un enlace normal',
    }),
    bodyFileMissing: ({ kind, file }) => ({
      what: `el contenido muestra ${es.fileKinds[kind]} «${file}», que no se puede copiar (borrado, dañado o de un formato que la web no sirve)`,
      fix: 'vuelve a subir el archivo y ponlo de nuevo, o quítalo del contenido',
    }),
    thumbnailMissing: ({ file }) => ({
      what: `la imagen de miniatura «${file}» ya no existe o no se puede leer: las tarjetas mostrarían un recuadro vacío`,
      fix: `elige otra imagen en «${es.fields.thumbnailImage}»`,
    }),
    mainImageMissing: ({ file }) => ({
      what: `la imagen principal «${file}» ya no existe o no se puede leer: la entrada saldría sin cabecera`,
      fix: `elige otra imagen en «${es.fields.mainImage}»`,
    }),
    longTitle: ({ length, limit }) => ({
      what: `el título tiene ${length} caracteres: con más de ${limit} llena la primera pantalla de un móvil`,
      fix: 'acórtalo',
    }),
    noThumbnail: () => ({ what: 'no tiene imagen de miniatura: sus tarjetas muestran un recuadro de color', fix: `elige una en «${es.fields.thumbnailImage}»` }),
    noMainImage: () => ({ what: 'no tiene imagen principal: la entrada sale sin cabecera', fix: `elige una en «${es.fields.mainImage}»` }),
    noCategory: () => ({
      what: 'no tiene categoría: su tarjeta dice «Sin categoría» y ninguna página de categoría la lista',
      fix: `elige al menos una en «${es.fields.categories}»`,
    }),
    imageWithoutAlt: ({ file }) => ({
      what: `la imagen «${file}» del contenido no tiene descripción (texto alternativo): quien no ve la imagen no sabe qué muestra`,
      fix: 'escribe una descripción breve en el campo «Alt» del archivo',
    }),
    unknownStyle: ({ className, known }) => ({
      what: `un recuadro del contenido tiene el estilo «${className}», que la web no conoce: se muestra como texto normal`,
      fix: `usa uno de los estilos de la web (${quoted(known)}) o quita el recuadro`,
    }),
  },
  fields: HYGRAPH_FIELD_LABELS,
  fileKinds: { img: 'la imagen', video: 'el vídeo', audio: 'el audio' },
  languages: { es: 'Español', en: 'Inglés', pt: 'Portugués', it: 'Italiano' },
  untitled: '(sin título)',
  title: (site, day) => `# Informe de publicación del blog: ${site === 'preview' ? 'web de vista previa' : 'web'}, ${day}`,
  refused: '**Rechazado: no se ha publicado nada.** La web sigue como estaba. Corrige en Hygraph las entradas de «Rechazadas» y vuelve a publicar.',
  failed: (why) => `**La publicación falló: no se ha publicado nada.** La web sigue como estaba. Lo que la detuvo: ${why}`,
  deployFailed:
    '**La web se preparó bien, pero no se pudo subir: no se ha publicado nada.** La web sigue como estaba. No hace falta cambiar nada en Hygraph: el equipo técnico lo revisa, y la próxima publicación lo intenta de nuevo.',
  published: (count) => `**Publicado.** ${count} ${count === 1 ? 'entrada' : 'entradas'} en la web.`,
  scheduledNote: (day, timeZone) =>
    `Las entradas con fecha posterior al ${day} (día de esta publicación, hora de ${timeZone}) están programadas: la primera publicación de su día las pone en la web.`,
  previewNote: 'La vista previa muestra también las entradas programadas; la web publica cada una en su día.',
  headings: { refused: 'Rechazadas', leftOut: 'No publicadas', warnings: 'Avisos', published: 'Publicadas' },
  fixLabel: 'Qué cambiar',
  openInHygraph: (field) => `abrir en Hygraph (campo «${field}»)`,
  mailSubject: (day) => `El blog no se ha publicado (${day}): hay que corregir algo`,
  runLink: (url) => `Detalles técnicos de esta publicación (para el equipo técnico): ${url}`,
  noReport: '**La publicación se detuvo antes de revisar las entradas: no se ha publicado nada.** La web sigue como estaba. El equipo técnico tiene los detalles en el enlace de arriba.',
};
