import type { LanguageDocuments } from '../types';
import { BRAND, COMPLAINTS_EMAIL, CONTACT, HQ_ADDRESS, REGISTRATIONS, identityFacts, registerFacts } from './shared';

const identity = identityFacts({
  legalName: 'Ragione sociale',
  taxId: 'Codice fiscale spagnolo (NIF)',
  address: 'Sede legale',
  country: 'Spagna',
  email: 'E-mail',
  phone: 'Telefono',
});

export const it: LanguageDocuments = {
  lang: 'it',
  masthead: 'Consulenti finanziari',
  versionLabel: 'Versione',
  legal: {
    'legal-notice': {
      subject: `Titolare del sito e iscrizioni di ${BRAND.name} come intermediario`,
      blocks: [
        { kind: 'heading', text: '1. Titolare del sito' },
        {
          kind: 'paragraph',
          text: `Ai sensi della normativa sul commercio elettronico (D.Lgs. 70/2003 e, in Spagna, Legge 34/2002, LSSI-CE), il presente sito è di proprietà di ${BRAND.legalName}, che opera con il marchio ${BRAND.name}:`,
        },
        identity,
        { kind: 'heading', text: '2. Attività e iscrizioni' },
        {
          kind: 'paragraph',
          text: `${BRAND.name} è un broker assicurativo e una società di consulenza finanziaria indipendente, attiva in Spagna, Portogallo e Italia. L'attività di distribuzione assicurativa è soggetta alla vigilanza dell'autorità spagnola, la Dirección General de Seguros y Fondos de Pensiones (DGSFP), e alle regole dei Paesi in cui opera.`,
        },
        {
          kind: 'bullets',
          items: [
            `Italia: iscritta nel Registro Unico degli Intermediari assicurativi e riassicurativi (RUI) tenuto dall'IVASS, sezione E, con il numero ${REGISTRATIONS.italyInsurance}. L'iscrizione è verificabile sul sito dell'IVASS.`,
            `Spagna: società di intermediazione assicurativa iscritta nel registro amministrativo speciale degli intermediari assicurativi della DGSFP con il codice ${REGISTRATIONS.spainInsurance}.`,
            `Portogallo: broker assicurativo registrato presso l'Autoridade de Supervisão de Seguros e Fundos de Pensões (ASF) con il numero ${REGISTRATIONS.portugalInsurance} e intermediario del credito registrato presso il Banco de Portugal con il numero ${REGISTRATIONS.portugalCredit}.`,
            `Mutui in Spagna: l'intermediazione è svolta dal nostro partner ${REGISTRATIONS.mortgagePartnerName}, intermediario del credito immobiliare iscritto presso il Banco de España con il numero ${REGISTRATIONS.mortgagePartner} e soggetto alla sua vigilanza. ${BRAND.name} non concede finanziamenti.`,
          ],
        },
        registerFacts,
        {
          kind: 'paragraph',
          text: `${BRAND.name} dispone della polizza di responsabilità civile professionale richiesta dalla normativa sulla distribuzione assicurativa. Non detiene partecipazioni in imprese di assicurazione, né alcuna impresa di assicurazione partecipa al suo capitale.`,
        },
        { kind: 'heading', text: '3. Indipendenza e remunerazione' },
        {
          kind: 'paragraph',
          text: `In qualità di broker, ${BRAND.name} analizza in modo obiettivo le offerte di diverse compagnie e raccomanda quella più adatta alle esigenze di ciascun cliente. La consulenza non ha costi per il cliente: ${BRAND.name} è remunerata dalle compagnie tramite provvigioni incluse nel prezzo del prodotto, che le vengono comunicate prima della sottoscrizione.`,
        },
        { kind: 'heading', text: '4. Uso del sito e contenuti' },
        {
          kind: 'paragraph',
          text: "Le informazioni pubblicate su questo sito hanno carattere generale e divulgativo. Non costituiscono un'offerta vincolante, una raccomandazione personalizzata né una consulenza in materia di investimenti, assicurazioni o credito: ogni decisione richiede un'analisi individuale della sua situazione con uno dei nostri consulenti. L'uso del sito è regolato dalle Condizioni d'uso; il trattamento dei dati personali è descritto nell'Informativa privacy e nella Cookie policy.",
        },
        { kind: 'heading', text: '5. Proprietà intellettuale e industriale' },
        {
          kind: 'paragraph',
          text: `Testi, immagini, loghi, grafica e codice di questo sito appartengono a ${BRAND.legalName} o a terzi che ne hanno autorizzato l'uso. È consentita la consultazione e il download dei documenti per uso personale; la riproduzione, distribuzione o modifica a fini commerciali richiede il nostro consenso scritto. Il marchio ${BRAND.name} e il relativo logo sono segni distintivi tutelati.`,
        },
        { kind: 'heading', text: '6. Responsabilità e link' },
        {
          kind: 'paragraph',
          text: `${BRAND.name} si impegna a mantenere le informazioni pubblicate corrette e aggiornate, ma non garantisce l'assenza di errori né la disponibilità continua del sito. I link a siti di terzi sono forniti a titolo indicativo: ${BRAND.name} non ne controlla i contenuti e non ne risponde.`,
        },
        { kind: 'heading', text: '7. Assistenza clienti e reclami' },
        {
          kind: 'paragraph',
          text: `I reclami possono essere inviati al nostro servizio clienti all'indirizzo ${COMPLAINTS_EMAIL} o per posta a ${HQ_ADDRESS}, Spagna. Risponderemo entro i termini previsti dalla normativa applicabile. Se la risposta non la soddisfa, o non la riceve nei termini, può rivolgersi all'IVASS; per i contratti stipulati in Spagna o in Portogallo, rispettivamente alla DGSFP o all'ASF.`,
        },
        { kind: 'heading', text: '8. Legge applicabile' },
        {
          kind: 'paragraph',
          text: "Le presenti note legali sono regolate dalla legge spagnola, fatte salve le norme imperative a tutela del consumatore del Paese di residenza dell'utente. Se l'utente è un consumatore, è competente il foro del suo luogo di residenza.",
        },
      ],
    },
    'privacy-policy': {
      subject: 'Come trattiamo i suoi dati personali e come esercitare i suoi diritti',
      blocks: [
        {
          kind: 'paragraph',
          text: `La presente informativa spiega come ${BRAND.name} tratta i dati personali di chi visita questo sito, ci chiede informazioni o si iscrive alla newsletter, ai sensi del Regolamento (UE) 2016/679 (GDPR) e del Codice in materia di protezione dei dati personali (D.Lgs. 196/2003).`,
        },
        { kind: 'heading', text: '1. Titolare del trattamento' },
        identity,
        {
          kind: 'paragraph',
          text: `Per qualsiasi questione relativa alla privacy può scrivere a ${CONTACT.email}, indicando nell'oggetto «Protezione dei dati».`,
        },
        { kind: 'heading', text: '2. Quali dati trattiamo' },
        {
          kind: 'bullets',
          items: [
            'Modulo di contatto: nome e cognome, e-mail, telefono, la sua richiesta e la pagina da cui ci scrive.',
            'Newsletter: nome ed e-mail.',
            'Chat di assistenza (solo se accetta i cookie): i messaggi che ci invia tramite questo canale.',
            'Clienti: i dati necessari per analizzare la sua situazione, presentarle proposte e gestire i contratti stipulati tramite noi.',
          ],
        },
        { kind: 'heading', text: '3. Finalità e basi giuridiche' },
        {
          kind: 'bullets',
          items: [
            'Rispondere alla sua richiesta di contatto e preparare una proposta: misure precontrattuali adottate su sua richiesta (art. 6, par. 1, lett. b, GDPR).',
            'Inviarle la newsletter: il suo consenso (art. 6, par. 1, lett. a, GDPR), revocabile in qualsiasi momento tramite il link di disiscrizione presente in ogni invio.',
            "Intermediare e gestire prodotti assicurativi e finanziari: esecuzione del contratto e adempimento di obblighi di legge, inclusi quelli antiriciclaggio (art. 6, par. 1, lett. b e c, GDPR).",
            'Garantire la sicurezza del sito e tutelare i nostri diritti: legittimo interesse (art. 6, par. 1, lett. f, GDPR).',
          ],
        },
        {
          kind: 'paragraph',
          text: 'Non adottiamo decisioni basate unicamente su trattamenti automatizzati che producano effetti giuridici nei suoi confronti, né effettuiamo profilazione a fini pubblicitari.',
        },
        { kind: 'heading', text: '4. Conservazione' },
        {
          kind: 'paragraph',
          text: 'Conserviamo i dati di contatto per il tempo necessario a gestire la sua richiesta e, se non diventa cliente, per il tempo necessario a gestire eventuali contestazioni. I dati della newsletter sono conservati fino alla disiscrizione. I dati dei clienti sono conservati per la durata del rapporto e, successivamente, per i periodi previsti dalla normativa civilistica, fiscale, assicurativa e antiriciclaggio.',
        },
        { kind: 'heading', text: '5. Destinatari' },
        {
          kind: 'paragraph',
          text: "Comunichiamo i suoi dati solo alle compagnie di assicurazione, alle società di gestione e agli istituti finanziari di cui richiede i prodotti e alle autorità, quando la legge lo impone. I nostri fornitori di hosting, invio di e-mail, gestione della newsletter e chat accedono ai dati in qualità di responsabili del trattamento, sulla base di un contratto e solo secondo le nostre istruzioni. Se uno di essi tratta dati al di fuori dello Spazio economico europeo, lo fa con le garanzie previste dal GDPR, come le clausole contrattuali tipo della Commissione europea.",
        },
        { kind: 'heading', text: '6. I suoi diritti' },
        {
          kind: 'paragraph',
          text: `Può esercitare i diritti di accesso, rettifica, cancellazione, opposizione, limitazione del trattamento e portabilità, nonché revocare il consenso in qualsiasi momento, scrivendo a ${CONTACT.email} o a ${HQ_ADDRESS}, Spagna. In caso di ragionevoli dubbi sulla sua identità, potremo chiederle informazioni aggiuntive per confermarla. Risponderemo entro un mese.`,
        },
        {
          kind: 'paragraph',
          text: "Se ritiene che i suoi diritti non siano stati rispettati, può proporre reclamo al Garante per la protezione dei dati personali (www.garanteprivacy.it) o all'autorità di controllo del suo Paese di residenza; l'autorità capofila per la società è l'Agencia Española de Protección de Datos.",
        },
        { kind: 'heading', text: '7. Sicurezza e minori' },
        {
          kind: 'paragraph',
          text: "Adottiamo misure tecniche e organizzative adeguate al rischio, come la cifratura delle comunicazioni, il controllo degli accessi e la formazione del personale sulla riservatezza. I nostri servizi sono rivolti a persone maggiorenni; non raccogliamo consapevolmente dati di minori.",
        },
        { kind: 'heading', text: '8. Modifiche alla presente informativa' },
        {
          kind: 'paragraph',
          text: "Possiamo aggiornare questa informativa per adeguarla a modifiche normative o dei nostri servizi. La versione in vigore è sempre quella pubblicata su questo sito, con la data di versione a piè di pagina.",
        },
      ],
    },
    'cookies-policy': {
      subject: 'Quali cookie utilizza questo sito e come gestirli',
      blocks: [
        { kind: 'heading', text: '1. Cosa sono i cookie' },
        {
          kind: 'paragraph',
          text: "I cookie sono piccoli file che un sito memorizza nel browser per ricordare informazioni tra una visita e l'altra. Insieme a tecnologie simili, come la memoria locale del browser, consentono il funzionamento del sito e, se lei lo autorizza, servizi aggiuntivi. La presente policy è redatta ai sensi dell'art. 122 del Codice privacy, delle linee guida del Garante sui cookie e del GDPR.",
        },
        { kind: 'heading', text: '2. Cookie utilizzati' },
        {
          kind: 'table',
          columns: [
            { header: 'Cookie', width: 22 },
            { header: 'Finalità', width: 42 },
            { header: 'Tipo', width: 18 },
            { header: 'Durata', width: 18 },
          ],
          rows: [
            ['Consenso', 'Ricorda se ha accettato o rifiutato i cookie, per non chiederglielo a ogni pagina.', 'Di prima parte, tecnico', '30 giorni'],
            ['Chat di assistenza', 'Consente di parlare con un consulente dal sito (solo nelle versioni spagnola e portoghese).', 'Di terze parti, richiede il consenso', 'Stabilita dal fornitore della chat'],
            ['Finestra promozionale', 'Mostra campagne e offerte informative (solo nella versione spagnola).', 'Di terze parti, richiede il consenso', 'Stabilita dal fornitore'],
          ],
        },
        {
          kind: 'paragraph',
          text: 'Il sito memorizza inoltre, in un cookie tecnico e nella memoria locale del browser, la lingua scelta, per mostrarle le pagine in quella lingua. Non contiene dati che la identifichino.',
        },
        { kind: 'heading', text: '3. Nessuna analisi o pubblicità senza il suo consenso' },
        {
          kind: 'paragraph',
          text: `Questo sito non utilizza cookie analitici né pubblicitari senza il suo consenso. La chat e la finestra promozionale vengono caricate solo dopo che ha cliccato su «Accetta tutti»; se clicca su «Rifiuta tutti», tali servizi non vengono caricati e viene salvato solo il cookie che ricorda la sua scelta. Se in futuro ${BRAND.name} adottasse strumenti di misurazione, questi verrebbero attivati solo con il suo consenso preventivo e descritti nella presente policy.`,
        },
        { kind: 'heading', text: '4. Come gestire il consenso' },
        {
          kind: 'paragraph',
          text: 'Alla prima visita vedrà un banner con due opzioni di pari evidenza: accettare tutti i cookie o rifiutarli. La sua scelta viene conservata per 30 giorni, dopodiché le verrà richiesta di nuovo. Può cambiare idea in qualsiasi momento cancellando i cookie di questo sito dal browser: il banner comparirà di nuovo alla visita successiva.',
        },
        {
          kind: 'paragraph',
          text: 'Può inoltre bloccare o cancellare i cookie dalle impostazioni del browser. In Chrome, Edge, Firefox e Safari queste opzioni si trovano nella sezione privacy e sicurezza. Se blocca tutti i cookie, alcune funzioni del sito potrebbero non essere disponibili.',
        },
        { kind: 'heading', text: '5. Cookie di terze parti' },
        {
          kind: 'paragraph',
          text: 'I fornitori della chat e della finestra promozionale sono responsabili dei cookie che installano e possono trattare dati di navigazione secondo le proprie informative privacy, che le consigliamo di consultare. Li carichiamo solo se ha dato il consenso e possiamo rimuoverli dal sito in qualsiasi momento.',
        },
        { kind: 'heading', text: '6. Ulteriori informazioni' },
        {
          kind: 'paragraph',
          text: `Per qualsiasi domanda su questa policy o sul trattamento dei suoi dati, scriva a ${CONTACT.email} o chiami il numero ${CONTACT.phone}. I suoi diritti sono descritti nella nostra Informativa privacy.`,
        },
      ],
    },
    terms: {
      subject: `Condizioni che regolano l'accesso e l'uso del sito di ${BRAND.name}`,
      blocks: [
        { kind: 'heading', text: '1. Oggetto e accettazione' },
        {
          kind: 'paragraph',
          text: `Le presenti condizioni regolano l'accesso e l'uso del sito di ${BRAND.legalName} (${BRAND.name}), con sede legale in ${HQ_ADDRESS}, Spagna. Navigando sul sito, lei accetta queste condizioni nella versione pubblicata in quel momento; le consigliamo di leggerle a ogni visita.`,
        },
        { kind: 'heading', text: '2. Accesso gratuito' },
        {
          kind: 'paragraph',
          text: "L'accesso al sito è libero e gratuito e non richiede registrazione. Alcuni servizi, come la richiesta di contatto o l'iscrizione alla newsletter, richiedono di fornire dati personali, che trattiamo come descritto nell'Informativa privacy.",
        },
        { kind: 'heading', text: "3. Obblighi dell'utente" },
        {
          kind: 'bullets',
          items: [
            'Fornire nei moduli dati veritieri e aggiornati, e solo i propri dati o quelli di persone che lo hanno autorizzato.',
            'Non utilizzare il sito per scopi illeciti o in modo da comprometterne il funzionamento, i sistemi o i diritti di terzi.',
            'Non introdurre virus o software dannosi, né tentare di accedere ad aree o dati non pubblici.',
            'Non riprodurre né sfruttare commercialmente i contenuti senza autorizzazione.',
          ],
        },
        { kind: 'heading', text: '4. Natura informativa dei contenuti' },
        {
          kind: 'paragraph',
          text: "I contenuti su assicurazioni, risparmio, investimenti alternativi e mutui, gli articoli del blog e i documenti scaricabili hanno carattere generale e informativo. Non costituiscono consulenza personalizzata né un'offerta vincolante. Ogni investimento comporta rischi, compresa la possibile perdita del capitale investito, e i rendimenti passati non sono garanzia di rendimenti futuri. Prima della sottoscrizione riceverà la documentazione precontrattuale del prodotto e la raccomandazione del suo consulente.",
        },
        { kind: 'heading', text: '5. Moduli e comunicazioni' },
        {
          kind: 'paragraph',
          text: `Inviando una richiesta di contatto, un consulente ${BRAND.name} la ricontatterà tramite il canale indicato. Per inviarla è necessario accettare l'Informativa privacy. L'iscrizione alla newsletter è facoltativa e può essere annullata da qualsiasi invio. L'invio di un modulo non comporta la sottoscrizione di alcun prodotto.`,
        },
        { kind: 'heading', text: '6. Servizi di terze parti' },
        {
          kind: 'paragraph',
          text: 'Il sito può contenere link a siti di terzi, video incorporati, profili social e, se accetta i cookie, una chat di assistenza. Tali servizi sono regolati dalle rispettive condizioni; la loro presenza non implica che li approviamo o che ne controlliamo i contenuti.',
        },
        { kind: 'heading', text: '7. Proprietà intellettuale' },
        {
          kind: 'paragraph',
          text: `Tutti i contenuti del sito sono protetti da diritti di proprietà intellettuale e industriale di ${BRAND.name} o dei suoi licenzianti. Può consultarli e scaricare i documenti per uso personale, citando la fonte; ogni altro utilizzo richiede un'autorizzazione preventiva.`,
        },
        { kind: 'heading', text: '8. Disponibilità e responsabilità' },
        {
          kind: 'paragraph',
          text: `Ci impegniamo a mantenere il sito disponibile e privo di errori, ma possiamo sospenderlo per manutenzione o per cause indipendenti dalla nostra volontà. Salvo quanto diversamente previsto dalla legge, ${BRAND.name} non risponde dei danni derivanti dall'uso delle informazioni del sito senza la relativa consulenza individuale, né dei contenuti di siti di terzi.`,
        },
        { kind: 'heading', text: '9. Modifiche, legge applicabile e contatti' },
        {
          kind: 'paragraph',
          text: `Possiamo modificare queste condizioni e i contenuti del sito in qualsiasi momento; la versione in vigore è quella pubblicata, con la data di versione a piè di pagina. Le presenti condizioni sono regolate dalla legge spagnola, fatte salve le norme imperative a tutela del consumatore del suo Paese di residenza; se lei è un consumatore, è competente il foro del suo luogo di residenza. Per qualsiasi domanda, scriva a ${CONTACT.email} o chiami il numero ${CONTACT.phone}.`,
        },
      ],
    },
  },
  eventsCalendar: {
    subject: 'Workshop di educazione finanziaria da dicembre 2026 a maggio 2027',
    intro: [
      {
        kind: 'paragraph',
        text: `I nostri consulenti tengono workshop gratuiti di educazione finanziaria presso gli uffici ${BRAND.name} in Spagna e Portogallo. Sono incontri pratici, in piccoli gruppi, pensati per aiutare a prendere decisioni più consapevoli su risparmio, protezione e pensione, senza alcun impegno di sottoscrizione. Gli incontri in Spagna si tengono in spagnolo e quelli in Portogallo in portoghese.`,
      },
      {
        kind: 'notice',
        text: `I posti sono limitati. Prenoti il suo tramite il modulo di contatto del sito, scrivendo a ${CONTACT.email} o chiamando il numero ${CONTACT.phone}, indicando il workshop e la città.`,
      },
    ],
    columns: { date: 'Data', time: 'Ora', city: 'Città', topic: 'Workshop' },
    topics: {
      retirement: 'Pianificare la pensione: pensione pubblica e previdenza complementare',
      'family-budget': 'Bilancio familiare e fondo per le emergenze',
      'pension-tax': 'Previdenza complementare e fisco: cosa verificare prima di fine anno',
      'investing-basics': 'Primi passi negli investimenti: rischio, orizzonte temporale e diversificazione',
      insurance: 'Assicurazioni personali: proteggere la famiglia e il patrimonio',
      mortgage: 'Comprare casa: come scegliere e migliorare il mutuo',
      'self-employed': 'Lavoratori autonomi: previdenza, protezione e risparmio',
      'alternative-investments': 'Investimenti alternativi in diritti di credito: come funzionano e quali rischi comportano',
      'young-savers': 'Finanza per i giovani: primo stipendio, primo risparmio',
    },
    venuesHeading: 'Sedi degli incontri',
    closing: [
      {
        kind: 'paragraph',
        text: "Il calendario può subire variazioni per motivi organizzativi; in caso di spostamento o annullamento di un workshop, ne daremo comunicazione anticipata agli iscritti. I workshop hanno finalità formative e non costituiscono consulenza personalizzata.",
      },
    ],
  },
};
