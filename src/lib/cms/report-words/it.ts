import { HYGRAPH_FIELD_LABELS, type ReportWords } from './types';

const list = (items: string[]) => (items.length < 2 ? items.join('') : `${items.slice(0, -1).join(', ')} e ${items.at(-1)}`);
const quoted = (items: string[]) => list(items.map((item) => `«${item}»`));

export const it: ReportWords = {
  problems: {
    missingFields: ({ fields }) => ({
      what: `non viene pubblicato: manca ${list(fields.map((field) => it.fields[field].toLowerCase()))}`,
      fix: 'compila quei campi e pubblica di nuovo la voce',
    }),
    scheduled: ({ date }) => ({ what: `programmato per il ${date}`, fix: 'niente: la prima pubblicazione di quel giorno lo mette online' }),
    slugNotAllowed: ({ slug, suggestion }) => ({
      what: `l'indirizzo web (slug) «${slug}» può contenere solo lettere minuscole senza accenti, cifre e trattini, perché forma l'indirizzo della pagina`,
      fix: suggestion ? `cambia il campo «${it.fields.slug}» in «${suggestion}»` : `scrivi nel campo «${it.fields.slug}» un indirizzo tratto dal titolo, in lettere latine`,
    }),
    slugShared: ({ slug, others }) => ({
      what: `il suo indirizzo web (slug) «${slug}» è anche quello di ${quoted(others)}: un indirizzo non può mostrare due articoli`,
      fix: `cambia il campo «${it.fields.slug}» di uno dei due`,
    }),
    empty: () => ({ what: 'è vuoto: non ha testo, né immagini, video o audio', fix: "scrivi l'articolo o annulla la pubblicazione della voce" }),
    foreignFrame: ({ host }) => ({
      what: `il contenuto incorpora una pagina di ${host} (un «iframe»), che il sito non mostra perché caricherebbe quel sito a ogni visita`,
      fix: 'toglila e metti un link a quella pagina; si possono incorporare solo video di YouTube e Vimeo',
    }),
    videoNested: () => ({
      what: "il contenuto ha un video dentro un elenco, una tabella, una citazione o un riquadro con stile",
      fix: 'metti il video su una riga a sé, fuori da quel blocco',
    }),
    videoAddressUnreadable: ({ address }) => ({
      what: `il contenuto inserisce l'indirizzo ${address}, che non è quello di un video né di una playlist che il sito possa riprodurre`,
      fix: "copia l'indirizzo con il pulsante «Condividi» del video e inseriscilo di nuovo",
    }),
    videoPosterMissing: ({ address, reason }) => ({
      what: `il video ${address} appare con l'immagine generica del sito, non con la sua: ${
        { playlist: "l'indirizzo di una playlist non indica alcun video da cui prendere l'immagine", unavailable: 'la piattaforma non ne ha un\'immagine (eliminato, privato, o un video Vimeo non in elenco senza la sua chiave?)', unreachable: 'non è stato possibile contattare la piattaforma durante la pubblicazione' }[reason]
      }`,
      fix: { playlist: "inserisci l'indirizzo del primo video con la playlist (watch?v=…&list=…)", unavailable: "verifica che il video sia pubblico o incolla l'indirizzo completo", unreachable: 'niente: la prossima pubblicazione riprova' }[reason],
    }),
    videoSettingsUnkept: ({ address, settings }) => ({
      what: `l'indirizzo del video ${address} chiede ${list(settings)}, che il lettore del sito non rispetta`,
      fix: "toglilo dall'indirizzo; il video si riproduce dall'inizio (o dal minuto indicato) alla fine",
    }),
    previousSlugTaken: ({ slug, other }) => ({
      what: `il vecchio indirizzo «${slug}» è l'indirizzo attuale di «${other}»: non può reindirizzare a questo articolo`,
      fix: `togli «${slug}» dal campo «${it.fields.previousSlugs}»`,
    }),
    previousSlugNotAllowed: ({ slug }) => ({
      what: `il vecchio indirizzo «${slug}» non è un indirizzo valido (solo minuscole senza accenti, cifre e trattini): non viene reindirizzato`,
      fix: `correggilo o toglilo dal campo «${it.fields.previousSlugs}»`,
    }),
    embedNotAsset: ({ type }) => ({
      what: `il contenuto incorpora una voce di tipo ${type}; si possono incorporare solo immagini, video e audio`,
      fix: 'togli quell’inserimento e metti un link al suo posto',
    }),
    embedMissing: ({ id }) => ({
      what: `il contenuto incorpora un file non più pubblicato o cancellato (riferimento ${id})`,
      fix: 'pubblica di nuovo il file in «Assets», o toglilo dal contenuto',
    }),
    embedUnsupported: ({ file, mimeType }) => ({
      what: `il contenuto incorpora «${file}» (${mimeType}), un tipo di file che il sito non può mostrare`,
      fix: 'toglilo e metti un link al file; si possono incorporare solo immagini, video e audio',
    }),
    embedUnplaceable: () => ({
      what: 'il contenuto ha un file incorporato come link, che il sito non può mostrare',
      fix: 'incorporalo come blocco o in linea, o scrivi un link normale',
    }),
    bodyFileMissing: ({ kind, file }) => ({
      what: `il contenuto mostra ${it.fileKinds[kind]} «${file}», che non si può copiare (cancellato, danneggiato o in un formato che il sito non serve)`,
      fix: 'carica di nuovo il file e rimettilo, o toglilo dal contenuto',
    }),
    thumbnailMissing: ({ file }) => ({
      what: `l'immagine di anteprima «${file}» non esiste più o non si può leggere: le schede mostrerebbero un riquadro vuoto`,
      fix: `scegli un'altra immagine in «${it.fields.thumbnailImage}»`,
    }),
    mainImageMissing: ({ file }) => ({
      what: `l'immagine principale «${file}» non esiste più o non si può leggere: l'articolo resterebbe senza testata`,
      fix: `scegli un'altra immagine in «${it.fields.mainImage}»`,
    }),
    longTitle: ({ length, limit }) => ({
      what: `il titolo ha ${length} caratteri: oltre ${limit} riempie la prima schermata di un telefono`,
      fix: 'accorcialo',
    }),
    noThumbnail: () => ({ what: "non ha un'immagine di anteprima: le sue schede mostrano un riquadro colorato", fix: `scegline una in «${it.fields.thumbnailImage}»` }),
    noMainImage: () => ({ what: "non ha un'immagine principale: l'articolo è senza testata", fix: `scegline una in «${it.fields.mainImage}»` }),
    noCategory: () => ({
      what: 'non ha categoria: la sua scheda dice «Senza categoria» e nessuna pagina di categoria lo elenca',
      fix: `scegline almeno una in «${it.fields.categories}»`,
    }),
    imageWithoutAlt: ({ file }) => ({
      what: `l'immagine «${file}» del contenuto non ha descrizione (testo alternativo): chi non vede l'immagine non sa cosa mostra`,
      fix: 'scrivi una breve descrizione nel campo «Alt» del file',
    }),
    unknownStyle: ({ className, known }) => ({
      what: `un riquadro del contenuto ha lo stile «${className}», che il sito non conosce: appare come testo normale`,
      fix: `usa uno degli stili del sito (${quoted(known)}) o togli il riquadro`,
    }),
  },
  fields: HYGRAPH_FIELD_LABELS,
  fileKinds: { img: "l'immagine", video: 'il video', audio: "l'audio" },
  languages: { es: 'Spagnolo', en: 'Inglese', pt: 'Portoghese', it: 'Italiano' },
  untitled: '(senza titolo)',
  title: (site, day) => `# Rapporto di pubblicazione del blog: ${site === 'preview' ? 'sito di anteprima' : 'sito'}, ${day}`,
  refused: '**Rifiutato: non è stato pubblicato nulla.** Il sito online è invariato. Correggi in Hygraph gli articoli sotto «Rifiutati» e pubblica di nuovo.',
  failed: (why) => `**La pubblicazione non è riuscita: non è stato pubblicato nulla.** Il sito online è invariato. Cosa l'ha fermata: ${why}`,
  deployFailed:
    "**Il sito è stato preparato, ma il caricamento non è riuscito: non è stato pubblicato nulla.** Il sito online è invariato. Non serve cambiare nulla in Hygraph: se ne occupa il team tecnico, e la prossima pubblicazione ci riprova.",
  published: (count) => `**Pubblicato.** ${count} ${count === 1 ? 'articolo' : 'articoli'} online.`,
  scheduledNote: (day, timeZone) =>
    `Gli articoli con data successiva al ${day} (giorno di questa pubblicazione, ora di ${timeZone}) sono programmati: la prima pubblicazione del loro giorno li mette online.`,
  previewNote: "L'anteprima mostra anche gli articoli programmati; il sito pubblica ciascuno nel suo giorno.",
  headings: { refused: 'Rifiutati', leftOut: 'Non pubblicati', warnings: 'Avvisi', published: 'Pubblicati' },
  fixLabel: 'Cosa cambiare',
  openInHygraph: (field) => `apri in Hygraph (campo «${field}»)`,
  mailSubject: (day) => `Il blog non è stato pubblicato (${day}): c'è qualcosa da correggere`,
  runLink: (url) => `Dettagli tecnici di questa pubblicazione (per il team tecnico): ${url}`,
  noReport: "**La pubblicazione si è fermata prima di esaminare gli articoli: non è stato pubblicato nulla.** Il sito online è invariato. Il team tecnico trova i dettagli al link qui sopra.",
};
