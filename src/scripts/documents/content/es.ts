import type { LanguageDocuments } from '../types';
import { BRAND, COMPLAINTS_EMAIL, CONTACT, HQ_ADDRESS, REGISTRATIONS, identityFacts, registerFacts } from './shared';

const identity = identityFacts({
  legalName: 'Denominación social',
  taxId: 'NIF',
  address: 'Domicilio social',
  country: 'España',
  email: 'Correo electrónico',
  phone: 'Teléfono',
});

export const es: LanguageDocuments = {
  lang: 'es',
  masthead: 'Asesores financieros',
  versionLabel: 'Versión',
  legal: {
    'legal-notice': {
      subject: `Información sobre el titular de este sitio web y sus registros como mediador (${BRAND.name})`,
      blocks: [
        { kind: 'heading', text: '1. Titular del sitio web' },
        {
          kind: 'paragraph',
          text: `En cumplimiento del artículo 10 de la Ley 34/2002, de servicios de la sociedad de la información y de comercio electrónico (LSSI-CE), le informamos de que este sitio web es titularidad de ${BRAND.legalName}, que opera bajo la marca comercial ${BRAND.name}:`,
        },
        identity,
        { kind: 'heading', text: '2. Actividad y registros' },
        {
          kind: 'paragraph',
          text: `${BRAND.name} es una correduría de seguros y una firma de asesoramiento financiero independiente. Su actividad de distribución de seguros está sujeta al Real Decreto-ley 3/2020 y a la supervisión de la Dirección General de Seguros y Fondos de Pensiones (DGSFP).`,
        },
        {
          kind: 'bullets',
          items: [
            `España: correduría de seguros inscrita en el Registro administrativo especial de mediadores de seguros, corredores de reaseguros y de sus altos cargos de la DGSFP con la clave ${REGISTRATIONS.spainInsurance}. La inscripción puede consultarse en la web de la DGSFP.`,
            `Italia: inscrita en el Registro Unico degli Intermediari assicurativi e riassicurativi (RUI) que gestiona el IVASS, sección E, con el número ${REGISTRATIONS.italyInsurance}.`,
            `Portugal: corredor de seguros registrado ante la Autoridade de Supervisão de Seguros e Fundos de Pensões (ASF) con el número ${REGISTRATIONS.portugalInsurance}, e intermediario de crédito registrado en el Banco de Portugal con el número ${REGISTRATIONS.portugalCredit}.`,
            `Préstamos hipotecarios en España: la intermediación la realiza nuestra entidad colaboradora ${REGISTRATIONS.mortgagePartnerName}, intermediario de crédito inmobiliario inscrito en el Banco de España con el número ${REGISTRATIONS.mortgagePartner} y sujeto a su supervisión. ${BRAND.name} no concede préstamos ni recibe fondos de los clientes por este concepto.`,
          ],
        },
        registerFacts,
        {
          kind: 'paragraph',
          text: `La correduría dispone del seguro de responsabilidad civil profesional y de la capacidad financiera que exige la normativa de distribución de seguros. ${BRAND.name} no posee participaciones en ninguna entidad aseguradora, ni ninguna aseguradora participa en su capital.`,
        },
        { kind: 'heading', text: '3. Independencia y retribución' },
        {
          kind: 'paragraph',
          text: `Como corredor, ${BRAND.name} analiza de forma objetiva las ofertas de diferentes entidades y recomienda la que mejor se ajusta a las necesidades de cada cliente. El asesoramiento no tiene coste para el cliente: la correduría es retribuida por las entidades mediante comisiones incluidas en el precio del producto, de las que se informa antes de la contratación.`,
        },
        { kind: 'heading', text: '4. Uso del sitio y contenidos' },
        {
          kind: 'paragraph',
          text: 'La información de este sitio web tiene carácter general y divulgativo. No constituye una oferta vinculante, una recomendación personalizada ni asesoramiento en materia de inversión, seguros o crédito: cada decisión requiere un análisis individual de su situación con uno de nuestros asesores. Las condiciones que regulan el uso del sitio se recogen en las Condiciones de uso, y el tratamiento de datos personales en la Política de privacidad y la Política de cookies.',
        },
        { kind: 'heading', text: '5. Propiedad intelectual e industrial' },
        {
          kind: 'paragraph',
          text: `Los textos, imágenes, logotipos, diseño gráfico y código de este sitio pertenecen a ${BRAND.legalName} o a terceros que han autorizado su uso. Se permite su consulta y la descarga de los documentos para uso personal; queda prohibida su reproducción, distribución o transformación con fines comerciales sin autorización previa y por escrito. La marca ${BRAND.name} y su logotipo son signos distintivos protegidos.`,
        },
        { kind: 'heading', text: '6. Responsabilidad y enlaces' },
        {
          kind: 'paragraph',
          text: `${BRAND.name} procura que la información publicada sea exacta y esté actualizada, pero no garantiza la ausencia de errores ni la disponibilidad ininterrumpida del sitio. Los enlaces a sitios de terceros se ofrecen solo como referencia: ${BRAND.name} no controla sus contenidos ni responde de ellos.`,
        },
        { kind: 'heading', text: '7. Atención al cliente y reclamaciones' },
        {
          kind: 'paragraph',
          text: `Puede dirigir sus quejas y reclamaciones a nuestro Servicio de Atención al Cliente en ${COMPLAINTS_EMAIL} o por correo postal a ${HQ_ADDRESS}. Responderemos en el plazo que establece la normativa aplicable. Si no está de acuerdo con la respuesta, o si no la recibe en plazo, puede acudir al Servicio de Reclamaciones de la DGSFP; en Portugal, a la ASF o al Banco de Portugal; y en Italia, al IVASS.`,
        },
        { kind: 'heading', text: '8. Legislación aplicable' },
        {
          kind: 'paragraph',
          text: 'Este aviso legal se rige por la legislación española. Para cualquier controversia, las partes se someten a los juzgados y tribunales que correspondan conforme a la ley; cuando el usuario sea consumidor, serán competentes los de su domicilio.',
        },
      ],
    },
    'privacy-policy': {
      subject: 'Cómo tratamos sus datos personales y cómo ejercer sus derechos',
      blocks: [
        {
          kind: 'paragraph',
          text: `Esta política explica cómo ${BRAND.name} trata los datos personales de las personas que visitan este sitio web, solicitan información o se suscriben a nuestra newsletter, de acuerdo con el Reglamento (UE) 2016/679 (RGPD) y la Ley Orgánica 3/2018 de protección de datos personales y garantía de los derechos digitales.`,
        },
        { kind: 'heading', text: '1. Responsable del tratamiento' },
        identity,
        {
          kind: 'paragraph',
          text: `Para cualquier cuestión sobre privacidad puede escribirnos a ${CONTACT.email}, indicando en el asunto «Protección de datos».`,
        },
        { kind: 'heading', text: '2. Qué datos tratamos' },
        {
          kind: 'bullets',
          items: [
            'Formulario de contacto: nombre y apellidos, correo electrónico, teléfono, su consulta y la página desde la que nos escribe.',
            'Newsletter: nombre y correo electrónico.',
            'Chat de atención (solo si acepta las cookies): los mensajes que nos envíe por ese canal.',
            'Clientes: los datos necesarios para analizar su situación, presentarle propuestas y gestionar los contratos que suscriba a través de nosotros.',
          ],
        },
        { kind: 'heading', text: '3. Finalidades y bases jurídicas' },
        {
          kind: 'bullets',
          items: [
            'Atender su solicitud de contacto y preparar una propuesta: aplicación de medidas precontractuales a petición suya (art. 6.1.b RGPD).',
            'Enviarle la newsletter: su consentimiento (art. 6.1.a RGPD), que puede retirar en cualquier momento con el enlace de baja de cada envío.',
            'Mediar y gestionar seguros y productos financieros: ejecución del contrato de mediación y cumplimiento de obligaciones legales, entre ellas las de prevención del blanqueo de capitales (art. 6.1.b y 6.1.c RGPD).',
            'Mantener la seguridad del sitio y defender nuestros derechos: interés legítimo (art. 6.1.f RGPD).',
          ],
        },
        {
          kind: 'paragraph',
          text: 'No tomamos decisiones basadas únicamente en un tratamiento automatizado que produzcan efectos jurídicos sobre usted, ni elaboramos perfiles con fines publicitarios.',
        },
        { kind: 'heading', text: '4. Conservación' },
        {
          kind: 'paragraph',
          text: 'Conservamos los datos de contacto mientras tramitamos su solicitud y, si no llega a ser cliente, durante el tiempo necesario para atender posibles reclamaciones. Los datos de la newsletter se conservan hasta que se dé de baja. Los datos de clientes se conservan mientras dure la relación y, después, durante los plazos que exigen las normas mercantiles, fiscales, de seguros y de prevención del blanqueo de capitales.',
        },
        { kind: 'heading', text: '5. Destinatarios' },
        {
          kind: 'paragraph',
          text: `Solo comunicamos sus datos a las aseguradoras, gestoras y entidades financieras cuyos productos solicite, a nuestra colaboradora ${REGISTRATIONS.mortgagePartnerName} si nos pide un estudio hipotecario, y a las autoridades cuando la ley lo exige. Nuestros proveedores de alojamiento web, envío de correo electrónico, gestión de la newsletter y chat acceden a los datos como encargados del tratamiento, con contrato y solo siguiendo nuestras instrucciones. Si alguno trata datos fuera del Espacio Económico Europeo, lo hace con las garantías del RGPD, como las cláusulas contractuales tipo de la Comisión Europea.`,
        },
        { kind: 'heading', text: '6. Sus derechos' },
        {
          kind: 'paragraph',
          text: `Puede ejercer los derechos de acceso, rectificación, supresión, oposición, limitación del tratamiento y portabilidad, así como retirar su consentimiento en cualquier momento, escribiendo a ${CONTACT.email} o a ${HQ_ADDRESS}. Si tenemos dudas razonables sobre su identidad, podremos pedirle información adicional para confirmarla. Responderemos en el plazo de un mes.`,
        },
        {
          kind: 'paragraph',
          text: 'Si considera que no hemos atendido correctamente sus derechos, puede presentar una reclamación ante la Agencia Española de Protección de Datos (www.aepd.es) o ante la autoridad de control de su país de residencia: en Portugal, la Comissão Nacional de Proteção de Dados; en Italia, el Garante per la protezione dei dati personali.',
        },
        { kind: 'heading', text: '7. Seguridad y menores' },
        {
          kind: 'paragraph',
          text: 'Aplicamos medidas técnicas y organizativas adecuadas al riesgo: cifrado de las comunicaciones, control de accesos y formación de nuestro equipo en confidencialidad. Nuestros servicios se dirigen a personas mayores de edad; no recogemos conscientemente datos de menores.',
        },
        { kind: 'heading', text: '8. Cambios en esta política' },
        {
          kind: 'paragraph',
          text: 'Podemos actualizar esta política para adaptarla a cambios legales o de nuestros servicios. La versión vigente es siempre la publicada en este sitio, con su fecha de versión al pie.',
        },
      ],
    },
    'cookies-policy': {
      subject: 'Qué cookies utiliza este sitio web y cómo puede gestionarlas',
      blocks: [
        { kind: 'heading', text: '1. Qué son las cookies' },
        {
          kind: 'paragraph',
          text: 'Las cookies son pequeños archivos que un sitio web guarda en su navegador para recordar información entre visitas. Junto con tecnologías similares, como el almacenamiento local del navegador, permiten que el sitio funcione y, si usted lo autoriza, ofrecer servicios adicionales. Esta política cumple el artículo 22.2 de la LSSI-CE y el RGPD.',
        },
        { kind: 'heading', text: '2. Cookies que utilizamos' },
        {
          kind: 'table',
          columns: [
            { header: 'Cookie', width: 22 },
            { header: 'Finalidad', width: 42 },
            { header: 'Tipo', width: 18 },
            { header: 'Duración', width: 18 },
          ],
          rows: [
            ['Consentimiento', 'Recuerda si ha aceptado o rechazado las cookies, para no volver a preguntarle en cada página.', 'Propia, necesaria', '30 días'],
            ['Chat de atención', 'Permite conversar con un asesor desde el sitio (solo en español y portugués).', 'De terceros, requiere aceptación', 'La fijada por el proveedor del chat'],
            ['Ventana promocional', 'Muestra campañas y ofertas informativas (solo en la versión en español).', 'De terceros, requiere aceptación', 'La fijada por el proveedor'],
          ],
        },
        {
          kind: 'paragraph',
          text: 'Además, el sitio guarda en una cookie técnica y en el almacenamiento local de su navegador el idioma que ha elegido, para mostrarle las páginas en ese idioma. No contiene datos que le identifiquen.',
        },
        { kind: 'heading', text: '3. Sin analítica ni publicidad sin su permiso' },
        {
          kind: 'paragraph',
          text: `Este sitio no utiliza cookies analíticas ni publicitarias sin su consentimiento. El chat y la ventana promocional se cargan únicamente después de que pulse «Aceptar todas»; si pulsa «Rechazar todas», esos servicios no se cargan y solo se guarda la cookie que recuerda su decisión. Si en el futuro ${BRAND.name} incorporase herramientas de medición, se activarían solo con su consentimiento previo y se describirían en esta política.`,
        },
        { kind: 'heading', text: '4. Cómo gestionar su consentimiento' },
        {
          kind: 'paragraph',
          text: 'Al entrar por primera vez verá un aviso con dos opciones de igual relevancia: aceptar todas las cookies o rechazarlas. Su decisión se conserva durante 30 días; pasado ese plazo volveremos a preguntarle. Puede cambiar de opinión en cualquier momento borrando las cookies de este sitio desde su navegador: el aviso aparecerá de nuevo en su siguiente visita.',
        },
        {
          kind: 'paragraph',
          text: 'También puede bloquear o eliminar cookies desde la configuración de su navegador. En Chrome, Edge, Firefox y Safari encontrará estas opciones en el apartado de privacidad y seguridad. Si bloquea todas las cookies, algunas funciones del sitio pueden dejar de estar disponibles.',
        },
        { kind: 'heading', text: '5. Cookies de terceros' },
        {
          kind: 'paragraph',
          text: 'Los proveedores del chat y de la ventana promocional actúan como responsables de las cookies que instalan y pueden tratar datos de navegación conforme a sus propias políticas de privacidad, que le recomendamos consultar. Solo los cargamos si usted lo ha aceptado y podemos retirarlos del sitio en cualquier momento.',
        },
        { kind: 'heading', text: '6. Más información' },
        {
          kind: 'paragraph',
          text: `Para cualquier duda sobre esta política o sobre el tratamiento de sus datos, escríbanos a ${CONTACT.email} o llámenos al ${CONTACT.phone}. Encontrará información sobre sus derechos en nuestra Política de privacidad.`,
        },
      ],
    },
    terms: {
      subject: `Condiciones que regulan el acceso y el uso del sitio web de ${BRAND.name}`,
      blocks: [
        { kind: 'heading', text: '1. Objeto y aceptación' },
        {
          kind: 'paragraph',
          text: `Estas condiciones regulan el acceso y el uso del sitio web de ${BRAND.legalName} (${BRAND.name}), con domicilio en ${HQ_ADDRESS}. Navegar por el sitio implica la aceptación de estas condiciones en la versión publicada en cada momento; le recomendamos leerlas en cada visita.`,
        },
        { kind: 'heading', text: '2. Acceso gratuito' },
        {
          kind: 'paragraph',
          text: 'El acceso al sitio es libre y gratuito y no requiere registro. Algunos servicios, como la solicitud de contacto o la suscripción a la newsletter, requieren que facilite datos personales, que trataremos como se explica en la Política de privacidad.',
        },
        { kind: 'heading', text: '3. Obligaciones del usuario' },
        {
          kind: 'bullets',
          items: [
            'Facilitar datos verdaderos y actuales en los formularios, y solo sus propios datos o los de personas que le hayan autorizado.',
            'No utilizar el sitio con fines ilícitos ni de forma que pueda dañar su funcionamiento, sus sistemas o los derechos de terceros.',
            'No introducir virus ni programas dañinos, ni intentar acceder a zonas o datos no públicos.',
            'No reproducir ni explotar comercialmente los contenidos sin autorización.',
          ],
        },
        { kind: 'heading', text: '4. Carácter informativo de los contenidos' },
        {
          kind: 'paragraph',
          text: 'Los contenidos sobre seguros, planes de pensiones, ahorro, inversiones alternativas e hipotecas, los artículos del blog y los documentos descargables son informativos y generales. No constituyen asesoramiento personalizado ni una oferta vinculante. Toda inversión implica riesgos, incluida la posible pérdida del capital invertido, y las rentabilidades pasadas no garantizan rentabilidades futuras. Antes de contratar, recibirá la documentación precontractual del producto y la recomendación de su asesor.',
        },
        { kind: 'heading', text: '5. Formularios y comunicaciones' },
        {
          kind: 'paragraph',
          text: `Al enviar una solicitud de contacto, un asesor de ${BRAND.name} se pondrá en contacto con usted por el medio indicado. Para enviarla debe aceptar la Política de privacidad. La suscripción a la newsletter es voluntaria y puede cancelarse desde cualquier envío. Enviar un formulario no supone la contratación de ningún producto.`,
        },
        { kind: 'heading', text: '6. Servicios de terceros' },
        {
          kind: 'paragraph',
          text: 'El sitio puede incluir enlaces a webs de terceros, vídeos incrustados, perfiles en redes sociales y, si acepta las cookies, un chat de atención. Estos servicios se rigen por sus propias condiciones; su inclusión no implica que los respaldemos ni que controlemos su contenido.',
        },
        { kind: 'heading', text: '7. Propiedad intelectual' },
        {
          kind: 'paragraph',
          text: `Todos los contenidos del sitio están protegidos por derechos de propiedad intelectual e industrial de ${BRAND.name} o de sus licenciantes. Puede consultarlos y descargar los documentos para su uso personal, citando la fuente; cualquier otro uso requiere autorización previa.`,
        },
        { kind: 'heading', text: '8. Disponibilidad y responsabilidad' },
        {
          kind: 'paragraph',
          text: `Trabajamos para que el sitio esté disponible y sin errores, pero podemos interrumpirlo por mantenimiento o por causas ajenas a nuestro control. ${BRAND.name} no responde de los daños derivados del uso de la información del sitio sin el asesoramiento individual correspondiente, ni de los contenidos de sitios de terceros, salvo en los casos en que la ley establezca lo contrario.`,
        },
        { kind: 'heading', text: '9. Modificaciones, ley aplicable y contacto' },
        {
          kind: 'paragraph',
          text: `Podemos modificar estas condiciones y los contenidos del sitio en cualquier momento; la versión vigente es la publicada, con su fecha de versión al pie. Estas condiciones se rigen por la ley española. Si usted es consumidor, serán competentes los juzgados de su domicilio. Para cualquier consulta, escríbanos a ${CONTACT.email} o llame al ${CONTACT.phone}.`,
        },
      ],
    },
  },
  eventsCalendar: {
    subject: 'Talleres de educación financiera de diciembre de 2026 a mayo de 2027',
    intro: [
      {
        kind: 'paragraph',
        text: `Nuestros asesores imparten talleres gratuitos de educación financiera en las oficinas de ${BRAND.name}. Son sesiones prácticas, en grupos reducidos, pensadas para entender mejor las decisiones de ahorro, protección y jubilación, sin compromiso de contratación. Las sesiones en España se imparten en español y las de Portugal en portugués.`,
      },
      {
        kind: 'notice',
        text: `Las plazas son limitadas. Reserve la suya a través del formulario de contacto del sitio web, en ${CONTACT.email} o llamando al ${CONTACT.phone}, indicando el taller y la ciudad.`,
      },
    ],
    columns: { date: 'Fecha', time: 'Hora', city: 'Ciudad', topic: 'Taller' },
    topics: {
      retirement: 'Planifica tu jubilación: pensión pública y ahorro complementario',
      'family-budget': 'Presupuesto familiar y fondo de emergencia',
      'pension-tax': 'Planes de pensiones y fiscalidad: lo que conviene revisar antes de fin de año',
      'investing-basics': 'Primeros pasos para invertir: riesgo, plazo y diversificación',
      insurance: 'Seguros personales: cómo proteger a tu familia y tu patrimonio',
      mortgage: 'Comprar vivienda: cómo elegir y mejorar tu hipoteca',
      'self-employed': 'Autónomos: previsión, protección y ahorro',
      'alternative-investments': 'Inversiones alternativas en derechos de crédito: cómo funcionan y qué riesgos tienen',
      'young-savers': 'Finanzas para jóvenes: primer sueldo, primer ahorro',
    },
    venuesHeading: 'Dónde se celebran',
    closing: [
      {
        kind: 'paragraph',
        text: 'El calendario puede cambiar por causas organizativas; si se modifica o se cancela un taller, avisaremos a las personas inscritas con antelación. Los talleres tienen carácter formativo y no constituyen asesoramiento personalizado.',
      },
    ],
  },
};
