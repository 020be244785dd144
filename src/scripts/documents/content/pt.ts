import type { LanguageDocuments } from '../types';
import { BRAND, COMPLAINTS_EMAIL, CONTACT, HQ_ADDRESS, REGISTRATIONS, identityFacts, registerFacts } from './shared';

const identity = identityFacts({
  legalName: 'Denominação social',
  taxId: 'NIF (Espanha)',
  address: 'Sede',
  country: 'Espanha',
  email: 'Correio eletrónico',
  phone: 'Telefone',
});

export const pt: LanguageDocuments = {
  lang: 'pt',
  masthead: 'Consultores financeiros',
  versionLabel: 'Versão',
  legal: {
    'legal-notice': {
      subject: `Identificação do titular deste website e registos da ${BRAND.name} como mediador`,
      blocks: [
        { kind: 'heading', text: '1. Titular do website' },
        {
          kind: 'paragraph',
          text: `Nos termos da legislação sobre comércio eletrónico (Decreto-Lei n.º 7/2004 e, em Espanha, a Lei 34/2002, LSSI-CE), informamos que este website pertence à ${BRAND.legalName}, que opera com a marca ${BRAND.name}:`,
        },
        identity,
        { kind: 'heading', text: '2. Atividade e registos' },
        {
          kind: 'paragraph',
          text: `A ${BRAND.name} é um corretor de seguros e uma empresa de consultoria financeira independente, com atividade em Espanha, Portugal e Itália. A sua atividade de distribuição de seguros está sujeita à supervisão da autoridade espanhola, a Dirección General de Seguros y Fondos de Pensiones (DGSFP), e às regras de cada país onde opera.`,
        },
        {
          kind: 'bullets',
          items: [
            `Portugal: corretor de seguros registado na Autoridade de Supervisão de Seguros e Fundos de Pensões (ASF) com o n.º ${REGISTRATIONS.portugalInsurance} e intermediário de crédito registado no Banco de Portugal com o n.º ${REGISTRATIONS.portugalCredit}. Os registos podem ser consultados nos websites da ASF e do Banco de Portugal.`,
            `Espanha: corretora de seguros inscrita no registo administrativo especial de mediadores de seguros da DGSFP com o código ${REGISTRATIONS.spainInsurance}.`,
            `Itália: inscrita no Registo Único dos Intermediários de seguros e resseguros (RUI), gerido pelo IVASS, secção E, com o n.º ${REGISTRATIONS.italyInsurance}.`,
            `Crédito hipotecário em Espanha: a intermediação é realizada pela nossa parceira ${REGISTRATIONS.mortgagePartnerName}, intermediário de crédito imobiliário registado no Banco de España com o n.º ${REGISTRATIONS.mortgagePartner} e sujeito à sua supervisão.`,
          ],
        },
        registerFacts,
        {
          kind: 'paragraph',
          text: `A ${BRAND.name} dispõe do seguro de responsabilidade civil profissional exigido por lei. Não detém participações em qualquer empresa de seguros, nem qualquer empresa de seguros participa no seu capital. Enquanto intermediário de crédito, não concede crédito nem recebe fundos dos clientes.`,
        },
        { kind: 'heading', text: '3. Independência e remuneração' },
        {
          kind: 'paragraph',
          text: `Enquanto corretor, a ${BRAND.name} analisa de forma objetiva as propostas de várias entidades e recomenda a que melhor se adequa às necessidades de cada cliente. O aconselhamento não tem custos para o cliente: a ${BRAND.name} é remunerada pelas entidades através de comissões incluídas no preço do produto, que lhe são comunicadas antes da contratação.`,
        },
        { kind: 'heading', text: '4. Utilização do website e conteúdos' },
        {
          kind: 'paragraph',
          text: 'A informação deste website tem caráter geral e informativo. Não constitui uma proposta vinculativa, uma recomendação personalizada nem aconselhamento em matéria de investimento, seguros ou crédito: cada decisão exige uma análise individual da sua situação com um dos nossos consultores. A utilização do website rege-se pelos Termos de utilização; o tratamento de dados pessoais está descrito na Política de privacidade e na Política de cookies.',
        },
        { kind: 'heading', text: '5. Propriedade intelectual e industrial' },
        {
          kind: 'paragraph',
          text: `Os textos, imagens, logótipos, design gráfico e código deste website pertencem à ${BRAND.legalName} ou a terceiros que autorizaram a sua utilização. Pode consultá-los e descarregar os documentos para uso pessoal; a reprodução, distribuição ou transformação para fins comerciais exige autorização prévia por escrito. A marca ${BRAND.name} e o respetivo logótipo são sinais distintivos protegidos.`,
        },
        { kind: 'heading', text: '6. Responsabilidade e ligações' },
        {
          kind: 'paragraph',
          text: `A ${BRAND.name} procura manter a informação publicada exata e atualizada, mas não garante a ausência de erros nem a disponibilidade ininterrupta do website. As ligações para websites de terceiros são apenas indicativas: a ${BRAND.name} não controla o seu conteúdo nem por ele se responsabiliza.`,
        },
        { kind: 'heading', text: '7. Apoio ao cliente e reclamações' },
        {
          kind: 'paragraph',
          text: `Pode apresentar reclamações ao nosso serviço de apoio ao cliente através de ${COMPLAINTS_EMAIL} ou por correio para ${HQ_ADDRESS}, Espanha, bem como no Livro de Reclamações, incluindo o eletrónico (www.livroreclamacoes.pt). Se não concordar com a resposta, pode dirigir-se à ASF ou ao Banco de Portugal, consoante a matéria, ou recorrer a uma entidade de resolução alternativa de litígios de consumo.`,
        },
        { kind: 'heading', text: '8. Lei aplicável' },
        {
          kind: 'paragraph',
          text: 'Este aviso legal rege-se pela lei espanhola, sem prejuízo das normas imperativas de proteção do consumidor do país de residência do utilizador. Sendo o utilizador consumidor, são competentes os tribunais do seu domicílio.',
        },
      ],
    },
    'privacy-policy': {
      subject: 'Como tratamos os seus dados pessoais e como pode exercer os seus direitos',
      blocks: [
        {
          kind: 'paragraph',
          text: `Esta política explica como a ${BRAND.name} trata os dados pessoais de quem visita este website, nos pede informações ou subscreve a nossa newsletter, nos termos do Regulamento (UE) 2016/679 (RGPD) e da Lei n.º 58/2019, que assegura a sua execução em Portugal.`,
        },
        { kind: 'heading', text: '1. Responsável pelo tratamento' },
        identity,
        {
          kind: 'paragraph',
          text: `Para qualquer questão de privacidade, escreva para ${CONTACT.email}, indicando no assunto «Proteção de dados».`,
        },
        { kind: 'heading', text: '2. Que dados tratamos' },
        {
          kind: 'bullets',
          items: [
            'Formulário de contacto: nome completo, correio eletrónico, telefone, a sua questão e a página a partir da qual nos escreve.',
            'Newsletter: nome e correio eletrónico.',
            'Chat de apoio (apenas se aceitar os cookies): as mensagens que nos enviar por esse canal.',
            'Clientes: os dados necessários para analisar a sua situação, apresentar propostas e gerir os contratos que celebrar por nosso intermédio.',
          ],
        },
        { kind: 'heading', text: '3. Finalidades e fundamentos jurídicos' },
        {
          kind: 'bullets',
          items: [
            'Responder ao seu pedido de contacto e preparar uma proposta: diligências pré-contratuais a seu pedido (art. 6.º, n.º 1, alínea b), do RGPD).',
            'Enviar-lhe a newsletter: o seu consentimento (art. 6.º, n.º 1, alínea a), do RGPD), que pode retirar a qualquer momento através da ligação de cancelamento incluída em cada envio.',
            'Mediar e gerir seguros e produtos financeiros: execução do contrato e cumprimento de obrigações legais, incluindo as de prevenção do branqueamento de capitais (art. 6.º, n.º 1, alíneas b) e c), do RGPD).',
            'Garantir a segurança do website e defender os nossos direitos: interesse legítimo (art. 6.º, n.º 1, alínea f), do RGPD).',
          ],
        },
        {
          kind: 'paragraph',
          text: 'Não tomamos decisões baseadas exclusivamente em tratamento automatizado que produzam efeitos jurídicos na sua esfera, nem definimos perfis para fins publicitários.',
        },
        { kind: 'heading', text: '4. Conservação' },
        {
          kind: 'paragraph',
          text: 'Conservamos os dados de contacto enquanto tratamos o seu pedido e, se não se tornar cliente, durante o tempo necessário para responder a eventuais reclamações. Os dados da newsletter são conservados até cancelar a subscrição. Os dados de clientes são conservados durante a relação contratual e, depois, pelos prazos exigidos pela legislação comercial, fiscal, de seguros e de prevenção do branqueamento de capitais.',
        },
        { kind: 'heading', text: '5. Destinatários' },
        {
          kind: 'paragraph',
          text: 'Apenas comunicamos os seus dados às seguradoras, sociedades gestoras e instituições financeiras cujos produtos solicitar e às autoridades, quando a lei o exija. Os nossos prestadores de alojamento web, envio de correio eletrónico, gestão da newsletter e chat acedem aos dados na qualidade de subcontratantes, mediante contrato e apenas segundo as nossas instruções. Se algum deles tratar dados fora do Espaço Económico Europeu, fá-lo com as garantias previstas no RGPD, como as cláusulas contratuais-tipo da Comissão Europeia.',
        },
        { kind: 'heading', text: '6. Os seus direitos' },
        {
          kind: 'paragraph',
          text: `Pode exercer os direitos de acesso, retificação, apagamento, oposição, limitação do tratamento e portabilidade, bem como retirar o seu consentimento a qualquer momento, escrevendo para ${CONTACT.email} ou para ${HQ_ADDRESS}, Espanha. Se tivermos dúvidas razoáveis sobre a sua identidade, poderemos pedir-lhe informações adicionais para a confirmar. Responderemos no prazo de um mês.`,
        },
        {
          kind: 'paragraph',
          text: 'Se considerar que os seus direitos não foram respeitados, pode apresentar reclamação à Comissão Nacional de Proteção de Dados (www.cnpd.pt) ou à autoridade de controlo do seu país de residência; a autoridade principal da empresa é a Agencia Española de Protección de Datos.',
        },
        { kind: 'heading', text: '7. Segurança e menores' },
        {
          kind: 'paragraph',
          text: 'Aplicamos medidas técnicas e organizativas adequadas ao risco, como a cifragem das comunicações, o controlo de acessos e a formação da nossa equipa em confidencialidade. Os nossos serviços destinam-se a maiores de idade; não recolhemos conscientemente dados de menores.',
        },
        { kind: 'heading', text: '8. Alterações a esta política' },
        {
          kind: 'paragraph',
          text: 'Podemos atualizar esta política para a adaptar a alterações legais ou dos nossos serviços. A versão em vigor é sempre a publicada neste website, com a data da versão no rodapé.',
        },
      ],
    },
    'cookies-policy': {
      subject: 'Que cookies este website utiliza e como os pode gerir',
      blocks: [
        { kind: 'heading', text: '1. O que são cookies' },
        {
          kind: 'paragraph',
          text: 'Os cookies são pequenos ficheiros que um website guarda no seu navegador para memorizar informação entre visitas. Juntamente com tecnologias semelhantes, como o armazenamento local do navegador, permitem que o website funcione e, se o autorizar, disponibilizam serviços adicionais. Esta política cumpre a Lei n.º 41/2004, relativa à privacidade nas comunicações eletrónicas, e o RGPD.',
        },
        { kind: 'heading', text: '2. Cookies que utilizamos' },
        {
          kind: 'table',
          columns: [
            { header: 'Cookie', width: 22 },
            { header: 'Finalidade', width: 42 },
            { header: 'Tipo', width: 18 },
            { header: 'Duração', width: 18 },
          ],
          rows: [
            ['Consentimento', 'Memoriza se aceitou ou rejeitou os cookies, para não voltarmos a perguntar em cada página.', 'Próprio, estritamente necessário', '30 dias'],
            ['Chat de apoio', 'Permite falar com um consultor a partir do website (apenas nas versões em português e espanhol).', 'De terceiros, requer aceitação', 'A definida pelo fornecedor do chat'],
            ['Janela promocional', 'Apresenta campanhas e ofertas informativas (apenas na versão em espanhol).', 'De terceiros, requer aceitação', 'A definida pelo fornecedor'],
          ],
        },
        {
          kind: 'paragraph',
          text: 'O website guarda ainda, num cookie técnico e no armazenamento local do navegador, o idioma que escolheu, para lhe mostrar as páginas nesse idioma. Não contém dados que o identifiquem.',
        },
        { kind: 'heading', text: '3. Sem análise nem publicidade sem a sua autorização' },
        {
          kind: 'paragraph',
          text: `Este website não utiliza cookies analíticos nem publicitários sem o seu consentimento. O chat e a janela promocional só são carregados depois de clicar em «Aceitar todos»; se clicar em «Rejeitar todos», esses serviços não são carregados e apenas é guardado o cookie que memoriza a sua decisão. Se a ${BRAND.name} vier a utilizar ferramentas de medição, estas só serão ativadas com o seu consentimento prévio e serão descritas nesta política.`,
        },
        { kind: 'heading', text: '4. Como gerir o seu consentimento' },
        {
          kind: 'paragraph',
          text: 'Na primeira visita verá um aviso com duas opções com o mesmo destaque: aceitar todos os cookies ou rejeitá-los. A sua decisão é conservada durante 30 dias; após esse prazo voltaremos a perguntar. Pode mudar de ideias a qualquer momento apagando os cookies deste website no seu navegador: o aviso voltará a aparecer na visita seguinte.',
        },
        {
          kind: 'paragraph',
          text: 'Pode também bloquear ou apagar cookies nas definições do navegador. No Chrome, Edge, Firefox e Safari, estas opções encontram-se na secção de privacidade e segurança. Se bloquear todos os cookies, algumas funcionalidades do website podem deixar de estar disponíveis.',
        },
        { kind: 'heading', text: '5. Cookies de terceiros' },
        {
          kind: 'paragraph',
          text: 'Os fornecedores do chat e da janela promocional são responsáveis pelos cookies que instalam e podem tratar dados de navegação de acordo com as suas próprias políticas de privacidade, que recomendamos que consulte. Só os carregamos se tiver aceitado e podemos retirá-los do website a qualquer momento.',
        },
        { kind: 'heading', text: '6. Mais informações' },
        {
          kind: 'paragraph',
          text: `Para qualquer dúvida sobre esta política ou sobre o tratamento dos seus dados, escreva para ${CONTACT.email} ou ligue para ${CONTACT.phone}. Os seus direitos estão explicados na nossa Política de privacidade.`,
        },
      ],
    },
    terms: {
      subject: `Condições de acesso e utilização do website da ${BRAND.name}`,
      blocks: [
        { kind: 'heading', text: '1. Objeto e aceitação' },
        {
          kind: 'paragraph',
          text: `Estes termos regulam o acesso e a utilização do website da ${BRAND.legalName} (${BRAND.name}), com sede em ${HQ_ADDRESS}, Espanha. Ao navegar no website, aceita estes termos na versão publicada em cada momento; recomendamos que os leia em cada visita.`,
        },
        { kind: 'heading', text: '2. Acesso gratuito' },
        {
          kind: 'paragraph',
          text: 'O acesso ao website é livre e gratuito e não exige registo. Alguns serviços, como o pedido de contacto ou a subscrição da newsletter, exigem que forneça dados pessoais, que tratamos conforme descrito na Política de privacidade.',
        },
        { kind: 'heading', text: '3. Obrigações do utilizador' },
        {
          kind: 'bullets',
          items: [
            'Fornecer dados verdadeiros e atuais nos formulários, e apenas os seus próprios dados ou os de pessoas que o tenham autorizado.',
            'Não utilizar o website para fins ilícitos nem de forma que possa prejudicar o seu funcionamento, os seus sistemas ou os direitos de terceiros.',
            'Não introduzir vírus ou programas maliciosos, nem tentar aceder a áreas ou dados que não sejam públicos.',
            'Não reproduzir nem explorar comercialmente os conteúdos sem autorização.',
          ],
        },
        { kind: 'heading', text: '4. Natureza informativa dos conteúdos' },
        {
          kind: 'paragraph',
          text: 'Os conteúdos sobre seguros, poupança, investimentos alternativos e crédito à habitação, os artigos do blog e os documentos para descarregar têm caráter geral e informativo. Não constituem aconselhamento personalizado nem uma proposta vinculativa. Qualquer investimento envolve riscos, incluindo a possível perda do capital investido, e as rentabilidades passadas não garantem rentabilidades futuras. Antes de contratar, receberá a informação pré-contratual do produto e a recomendação do seu consultor.',
        },
        { kind: 'heading', text: '5. Formulários e comunicações' },
        {
          kind: 'paragraph',
          text: `Ao enviar um pedido de contacto, um consultor da ${BRAND.name} entrará em contacto consigo pelo meio indicado. Para o enviar, deve aceitar a Política de privacidade. A subscrição da newsletter é voluntária e pode ser cancelada a partir de qualquer envio. O envio de um formulário não implica a contratação de qualquer produto.`,
        },
        { kind: 'heading', text: '6. Serviços de terceiros' },
        {
          kind: 'paragraph',
          text: 'O website pode incluir ligações para websites de terceiros, vídeos incorporados, perfis em redes sociais e, se aceitar os cookies, um chat de apoio. Estes serviços regem-se pelos seus próprios termos; a sua inclusão não significa que os apoiemos ou que controlemos o seu conteúdo.',
        },
        { kind: 'heading', text: '7. Propriedade intelectual' },
        {
          kind: 'paragraph',
          text: `Todos os conteúdos do website estão protegidos por direitos de propriedade intelectual e industrial da ${BRAND.name} ou dos seus licenciantes. Pode consultá-los e descarregar os documentos para uso pessoal, citando a fonte; qualquer outra utilização exige autorização prévia.`,
        },
        { kind: 'heading', text: '8. Disponibilidade e responsabilidade' },
        {
          kind: 'paragraph',
          text: `Trabalhamos para que o website esteja disponível e sem erros, mas podemos interrompê-lo por manutenção ou por motivos alheios ao nosso controlo. Salvo disposição legal em contrário, a ${BRAND.name} não responde por danos resultantes da utilização da informação do website sem o respetivo aconselhamento individual, nem pelos conteúdos de websites de terceiros.`,
        },
        { kind: 'heading', text: '9. Alterações, lei aplicável e contacto' },
        {
          kind: 'paragraph',
          text: `Podemos alterar estes termos e os conteúdos do website a qualquer momento; a versão em vigor é a publicada, com a data da versão no rodapé. Estes termos regem-se pela lei espanhola, sem prejuízo das normas imperativas de proteção do consumidor do seu país de residência; sendo consumidor, são competentes os tribunais do seu domicílio. Para qualquer questão, escreva para ${CONTACT.email} ou ligue para ${CONTACT.phone}.`,
        },
      ],
    },
  },
  eventsCalendar: {
    subject: 'Workshops de literacia financeira de dezembro de 2026 a maio de 2027',
    intro: [
      {
        kind: 'paragraph',
        text: `Os nossos consultores organizam workshops gratuitos de literacia financeira nos escritórios da ${BRAND.name}. São sessões práticas, em grupos pequenos, pensadas para ajudar a tomar melhores decisões sobre poupança, proteção e reforma, sem qualquer compromisso de contratação. As sessões em Portugal decorrem em português e as de Espanha em espanhol.`,
      },
      {
        kind: 'notice',
        text: `As vagas são limitadas. Reserve a sua através do formulário de contacto do website, de ${CONTACT.email} ou pelo telefone ${CONTACT.phone}, indicando o workshop e a cidade.`,
      },
    ],
    columns: { date: 'Data', time: 'Hora', city: 'Cidade', topic: 'Workshop' },
    topics: {
      retirement: 'Planear a reforma: pensão pública e poupança complementar',
      'family-budget': 'Orçamento familiar e fundo de emergência',
      'pension-tax': 'Poupança para a reforma e fiscalidade: o que rever antes do fim do ano',
      'investing-basics': 'Primeiros passos para investir: risco, prazo e diversificação',
      insurance: 'Seguros pessoais: como proteger a sua família e o seu património',
      mortgage: 'Comprar casa: como escolher e melhorar o seu crédito à habitação',
      'self-employed': 'Trabalhadores independentes: previdência, proteção e poupança',
      'alternative-investments': 'Investimentos alternativos em direitos de crédito: como funcionam e que riscos têm',
      'young-savers': 'Finanças para jovens: primeiro salário, primeira poupança',
    },
    venuesHeading: 'Locais',
    closing: [
      {
        kind: 'paragraph',
        text: 'O calendário pode ser alterado por razões organizativas; se um workshop for alterado ou cancelado, avisaremos atempadamente as pessoas inscritas. Os workshops têm caráter formativo e não constituem aconselhamento personalizado.',
      },
    ],
  },
};
