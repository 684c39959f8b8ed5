import type { ContentPage } from "./pages.js";

/**
 * The content system's English edition of the VSMP pages: the app asks for a page in
 * the visitor's language (`lang=en`), and an English visitor reads English, not French under
 * lang="en". Each French text of those pages, with its English text; a page's English edition is
 * its French one with every text field replaced (tests/unit/sandbox check none is left out).
 */
const ENGLISH = new Map<string, string>([
  ["Financement et assurance pour les seniors", "Financing and insurance for seniors"],
  ["Accueil", "Home"],
  ["Veiller sur mes parents", "Watch over my parents"],
  ["Financement et assurance", "Financing and insurance"],
  ["Des solutions pour financer le maintien à domicile de vos parents et protéger leur quotidien.", "Solutions to fund your parents' life at home and protect their daily life."],
  ["Bien vieillir chez soi, en toute sérénité", "Growing older at home, with peace of mind"],
  ["Rester chez soi le plus longtemps possible est le souhait de la plupart des seniors. Adapter le logement, se couvrir contre les accidents de la vie et disposer d'une bonne complémentaire santé y contribuent.\n\nAvec nos partenaires, La Poste vous présente des solutions sélectionnées pour accompagner vos parents, en complément des services Veiller sur mes parents.", "Staying at home as long as possible is what most seniors wish for. Adapting the home, being covered against accidents of everyday life and having good supplementary health insurance all help.\n\nWith our partners, La Poste presents selected solutions to support your parents, alongside the Watch over my parents services."],
  ["Une complémentaire santé adaptée aux seniors", "Supplementary health insurance designed for seniors"],
  ["Notre partenaire mutualiste propose une complémentaire santé conçue pour les 60 ans et plus : optique, dentaire, audioprothèses et hospitalisation mieux remboursés.\n\nOffre de bienvenue : 200 € offerts, soit 2 x 100 € remboursés sur vos cotisations. Offre réservée aux 2 500 premières souscriptions, aux personnes âgées de 60 à 70 ans, valable jusqu'au 31 décembre 2022.", "Our mutual insurance partner offers supplementary health insurance designed for people aged 60 and over: better refunds for glasses, dental care, hearing aids and hospital stays.\n\nWelcome offer: €200 free, that is 2 x €100 refunded on your contributions. Offer limited to the first 2,500 subscriptions, to people aged 60 to 70, valid until 31 December 2022."],
  ["Découvrir l'offre santé", "See the health offer"],
  ["Une assurance contre les accidents de la vie", "Insurance against accidents of everyday life"],
  ["Chute, brûlure, accident domestique : l'assurance accidents de la vie indemnise votre proche et finance l'aide à domicile, l'aménagement du logement ou les frais de soins restant à sa charge.\n\n- Indemnisation dès 5 % d'incapacité\n- Assistance et aide ménagère après une hospitalisation\n- Cotisation fixe quel que soit l'âge à l'adhésion", "Fall, burn, accident at home: accident insurance compensates your relative and pays for home help, home adaptations or the care costs left for them to pay.\n\n- Compensation from 5% incapacity\n- Assistance and home help after a hospital stay\n- A fixed contribution whatever the age at joining"],
  ["Découvrir l'assurance accidents", "See the accident insurance"],
  ["Un prêt pour adapter le logement", "A loan to adapt the home"],
  ["Douche de plain-pied, monte-escalier, barres d'appui : notre banque partenaire finance les travaux d'adaptation du logement avec un prêt personnel de 1 500 € à 75 000 €, remboursable de 12 à 120 mois.\n\nVous disposez d'un délai légal de rétractation de 14 jours à compter de la signature de l'offre de prêt. Un crédit vous engage et doit être remboursé. Vérifiez vos capacités de remboursement avant de vous engager.", "Walk-in shower, stairlift, grab bars: our partner bank funds home adaptation works with a personal loan from €1,500 to €75,000, repayable over 12 to 120 months.\n\nYou have a legal 14-day withdrawal period from the signature of the loan offer. A loan is a commitment and must be repaid. Check that you can afford the repayments before committing."],
  ["Découvrir le prêt travaux", "See the home works loan"],
  ["Nos partenaires", "Our partners"],
  ["Mutuelle partenaire", "Partner mutual insurer"],
  ["Assureur partenaire", "Partner insurer"],
  ["Banque partenaire", "Partner bank"],
  ["Souscrire à Veiller sur mes parents", "Subscribe to Watch over my parents"],
  ["Pour souscrire ou poser vos questions, appelez le {phone} (du lundi au vendredi de 8 h 30 à 19 h, le samedi de 8 h 30 à 13 h ; appel non surtaxé) ou souscrivez en ligne.\n\nTéléchargez la plaquette de présentation pour découvrir le détail des services et des tarifs.", "To subscribe or ask your questions, call {phone} (Monday to Friday 8:30 am to 7 pm, Saturday 8:30 am to 1 pm; standard call rate) or subscribe online.\n\nDownload the brochure to see the services and prices in detail."],
  ["Télécharger la plaquette (PDF)", "Download the brochure (PDF, in French)"],
  ["Découvrez tous nos services", "Discover all our services"],
  ["Téléassistance", "Remote assistance"],
  ["Une aide à portée de main, 24 h/24 et 7 j/7, à domicile ou en déplacement.", "Help within reach, 24/7, at home or out and about."],
  ["Visites du facteur", "Postman visits"],
  ["Le facteur rend visite à votre proche de 1 à 6 jours par semaine et vous donne des nouvelles.", "The postman visits your relative 1 to 6 days a week and gives you news."],
  ["Services à domicile", "Home services"],
  ["Ménage, petits travaux, jardinage : des intervenants de confiance près de chez vos parents.", "Cleaning, small repairs, gardening: trusted people near your parents' home."],
  ["Vie connectée", "Connected life"],
  ["Une tablette simple pour garder le lien en famille et partager des photos.", "A simple tablet to keep in touch as a family and share photos."],
  ["Bien-être et santé", "Well-being and health"],
  ["Prévention des chutes, activité physique adaptée, nutrition : des conseils et des ateliers pour rester en forme.", "Fall prevention, adapted physical activity, nutrition: advice and workshops to stay fit."],
  ["Complémentaire santé, assurance accidents de la vie, prêt pour adapter le logement.", "Supplementary health insurance, accident insurance, a loan to adapt the home."],
  ["Découvrir tous les services", "Discover all the services"],
  ["Mentions légales", "Legal notices"],
  ["Offre santé : 2 x 100 € remboursés sous forme de déduction sur les cotisations des 3e et 6e mois, pour toute adhésion d'une personne âgée de 60 à 70 ans, dans la limite des 2 500 premières souscriptions, jusqu'au 31 décembre 2022. Voir les conditions auprès de la mutuelle partenaire.\n\nAssurance accidents de la vie : contrat souscrit auprès de l'assureur partenaire ; garanties soumises à conditions, limites et exclusions précisées dans la notice d'information.\n\nPrêt travaux : sous réserve d'acceptation du dossier par la banque partenaire, prêteur. Délai légal de rétractation de 14 jours. Un crédit vous engage et doit être remboursé. Vérifiez vos capacités de remboursement avant de vous engager.\n\nLa Poste, société anonyme au capital de 5 620 325 816 €, 356 000 000 RCS Paris, siège social : 9 rue du Colonel Pierre Avia, 75015 Paris, agit en qualité d'intermédiaire en opérations d'assurance et de banque.", "Health offer: 2 x €100 refunded as a deduction from the contributions of the 3rd and 6th months, for any person aged 60 to 70 joining, within the first 2,500 subscriptions, until 31 December 2022. See the conditions with the partner mutual insurer.\n\nAccident insurance: contract taken out with the partner insurer; cover subject to the conditions, limits and exclusions set out in the information notice.\n\nHome works loan: subject to acceptance by the partner bank, the lender. Legal 14-day withdrawal period. A loan is a commitment and must be repaid. Check that you can afford the repayments before committing.\n\nLa Poste, a public limited company with a capital of €5,620,325,816, 356 000 000 RCS Paris, head office: 9 rue du Colonel Pierre Avia, 75015 Paris, acts as an intermediary in insurance and banking operations."],
  ["Veiller sur mes parents : les services seniors de La Poste", "Watch over my parents: La Poste's services for seniors"],
  ["Des services pour accompagner vos parents au quotidien et garder le lien.", "Services to support your parents day to day and keep in touch."],
  ["Accompagner vos parents, même à distance", "Supporting your parents, even from afar"],
  ["Visites régulières du facteur, téléassistance, services à domicile, solutions de financement : choisissez les services qui conviennent à vos parents et suivez leur quotidien depuis votre espace client.", "Regular postman visits, remote assistance, home services, financing solutions: choose the services that suit your parents and follow their daily life from your client area."],
  ["Complémentaire santé, assurance accidents de la vie, prêt pour adapter le logement : découvrez les offres de nos partenaires.", "Supplementary health insurance, accident insurance, a loan to adapt the home: discover our partners' offers."],
  ["Voir les solutions de financement", "See the financing solutions"],
  ["Le facteur rend visite à vos parents et la téléassistance veille sur eux, jour et nuit.", "The postman visits your parents and remote assistance watches over them, day and night."],
  ["Souscrire en ligne", "Subscribe online"],
  ["Un service pensé pour vos parents et pour vous", "A service designed for your parents and for you"],
  ["Vos parents vivent seuls et vous ne pouvez pas toujours être à leurs côtés ? Le facteur passe les voir de 1 à 6 jours par semaine, échange avec eux et vous envoie un compte-rendu après chaque visite.\n\nLa téléassistance complète ces visites : en cas de chute ou de malaise, un simple appui sur le bouton d'alarme met votre proche en relation avec un téléopérateur, 24 h/24 et 7 j/7.", "Your parents live alone and you cannot always be with them? The postman visits them 1 to 6 days a week, talks with them and sends you a report after each visit.\n\nRemote assistance completes these visits: after a fall or a faint, one press on the alarm button puts your relative in touch with an operator, 24/7."],
  ["À partir de 21,90 € par mois", "From €21.90 a month"],
  ["Sans engagement de durée au-delà de 12 mois, sans frais de résiliation. 50 % des sommes versées peuvent ouvrir droit à un crédit d'impôt au titre des services à la personne, selon la législation en vigueur. Ce crédit revient à la personne qui paie ; si vous payez pour votre parent, seulement si votre parent perçoit l'allocation personnalisée d'autonomie (APA).\n\nPaiement mensuel par prélèvement SEPA.", "No commitment beyond 12 months, no termination fee. 50% of the amounts paid may give a tax credit for personal services, under current legislation. The credit goes to the person who pays; if you pay for your parent, only if your parent receives the personalised autonomy allowance (APA).\n\nPaid monthly by SEPA direct debit."],
  ["Crédit d'impôt : article 199 sexdecies du Code général des impôts, sous réserve de modification de la législation. Une attestation fiscale annuelle est disponible dans votre espace client.", "Tax credit: article 199 sexdecies of the French General Tax Code, subject to changes in legislation. A yearly tax certificate is available in your client area."],
  ["Téléassistance pour les seniors", "Remote assistance for seniors"],
  ["La téléassistance", "Remote assistance"],
  ["Une aide à portée de main, 24 h/24 et 7 j/7.", "Help within reach, 24/7."],
  ["Formule Essentielle : la téléassistance à domicile", "Essentielle plan: remote assistance at home"],
  ["Un transmetteur relié à la ligne fixe ou à la box et un bouton d'alarme, en pendentif ou en bracelet. Option : bracelet détecteur de chute lourde, visites du facteur.", "A transmitter connected to the landline or the internet box and an alarm button, worn as a pendant or a wristband. Options: heavy fall detector wristband, postman visits."],
  ["Formule Liberté : la téléassistance en mobilité", "Liberté plan: remote assistance on the move"],
  ["Un téléphone d'alarme mobile avec géolocalisation, pour les parents qui sortent seuls. Options : géolocalisation active (zones de sécurité), détecteur de chute.", "A mobile alarm phone with location tracking, for parents who go out alone. Options: active location tracking (safe zones), fall detector."],
  ["Formule Simplicité : sans ligne fixe", "Simplicité plan: without a landline"],
  ["Un transmetteur avec carte SIM 3G/4G intégrée, pour les logements sans ligne fixe ni box. Le matériel est envoyé par colis ; l'installation par un technicien est proposée en option.", "A transmitter with a built-in 3G/4G SIM card, for homes without a landline or internet box. The equipment is sent by parcel; installation by a technician is offered as an option."],
  ["Choisir ma formule", "Choose my plan"],
  ["Les visites du facteur", "Postman visits"],
  ["Un moment d'échange, de 1 à 6 jours par semaine.", "A moment to talk, 1 to 6 days a week."],
  ["Comment se passe une visite ?", "How does a visit go?"],
  ["Aux jours choisis, du lundi au samedi, le facteur sonne chez votre proche pendant sa tournée, prend le temps d'échanger avec lui et s'assure que tout va bien.\n\nAprès chaque visite, vous recevez un compte-rendu par e-mail et dans votre espace client. Si votre proche a besoin de quelque chose, le facteur le signale immédiatement.", "On the chosen days, Monday to Saturday, the postman rings at your relative's door during the round, takes time to talk with them and makes sure all is well.\n\nAfter each visit, you receive a report by e-mail and in your client area. If your relative needs something, the postman reports it at once."],
  ["Combien de visites ?", "How many visits?"],
  ["De 1 à 6 visites par semaine, à partir de 21,90 € par mois pour une visite hebdomadaire. Vous pouvez modifier les jours de visite à tout moment par un avenant.", "1 to 6 visits a week, from €21.90 a month for one visit a week. You can change the visit days at any time with an amendment."],
  ["Souscrire aux visites", "Subscribe to visits"],
  ["Bien-être et santé des seniors", "Well-being and health of seniors"],
  ["Prévenir les chutes à la maison", "Preventing falls at home"],
  ["Une chute sur trois a lieu au domicile. Quelques gestes simples les rendent plus rares : dégager les passages, éclairer les couloirs la nuit, fixer les tapis et installer des barres d'appui dans la salle de bain.\n\n- Le bracelet détecteur de chute lourde alerte la plateforme d'écoute même si votre proche ne peut pas appuyer sur le bouton\n- Le facteur signale ce qui a changé depuis sa dernière visite", "One fall in three happens at home. A few simple steps make them rarer: clear the way, light corridors at night, fix rugs and fit grab bars in the bathroom.\n\n- The heavy fall detector wristband alerts the listening centre even if your relative cannot press the button\n- The postman reports what has changed since the last visit"],
  ["Bouger, bien manger, bien dormir", "Move, eat well, sleep well"],
  ["Une activité physique adaptée, une alimentation variée et une bonne hydratation entretiennent l'autonomie. Les caisses de retraite et les communes proposent des ateliers gratuits : équilibre, mémoire, nutrition.\n\nParlez-en avec le médecin traitant de votre proche : il peut orienter vers un bilan de prévention.", "Adapted physical activity, a varied diet and drinking enough help keep independence. Pension funds and local councils offer free workshops: balance, memory, nutrition.\n\nTalk about it with your relative's GP, who can suggest a prevention check-up."],
  ["Rompre l'isolement", "Breaking isolation"],
  ["Les visites régulières du facteur sont un rendez-vous attendu. Elles complètent les appels de la famille et les activités du quartier, et vous donnent des nouvelles après chaque passage.", "Regular postman visits are an awaited appointment. They add to family calls and local activities, and give you news after each visit."],
  ["Découvrir les visites du facteur", "Discover postman visits"],
  ["Services à domicile pour les seniors", "Home services for seniors"],
  ["De l'aide à la maison, par des intervenants de confiance", "Help at home, from trusted people"],
  ["Ménage, repassage, petits travaux de bricolage, jardinage : nos partenaires interviennent chez vos parents, aux horaires qui leur conviennent, avec un interlocuteur unique.\n\nLes services à la personne ouvrent droit à un crédit d'impôt de 50 % des sommes versées, selon la législation en vigueur, pour la personne qui paie ; si vous payez pour votre parent, seulement si votre parent perçoit l'allocation personnalisée d'autonomie (APA).", "Cleaning, ironing, small DIY jobs, gardening: our partners work at your parents' home, at times that suit them, with a single contact person.\n\nPersonal services give a tax credit of 50% of the amounts paid, under current legislation, to the person who pays; if you pay for your parent, only if your parent receives the personalised autonomy allowance (APA)."],
  ["Voir les services à domicile", "See the home services"],
  ["Adapter le logement", "Adapting the home"],
  ["Douche de plain-pied, monte-escalier, éclairage automatique : un diagnostic du logement permet de choisir les travaux utiles et de connaître les aides disponibles.", "Walk-in shower, stairlift, automatic lighting: a home assessment helps choose the useful works and find out about the available grants."],
  ["Travaux de rénovation de l'habitat", "Home renovation works"],
  ["Vie connectée : garder le lien en famille", "Connected life: keeping in touch as a family"],
  ["Une tablette simple pour toute la famille", "A simple tablet for the whole family"],
  ["Une tablette prête à l'emploi, avec de grandes icônes, pour recevoir des photos, des messages et des appels vidéo sans rien configurer. La famille partage ses nouvelles depuis une application.\n\n- Pas de mot de passe à retenir\n- Les photos s'affichent d'elles-mêmes\n- Une assistance téléphonique pour votre proche", "A ready-to-use tablet with large icons, to receive photos, messages and video calls without setting anything up. The family shares its news from an app.\n\n- No password to remember\n- Photos show up by themselves\n- Telephone support for your relative"],
  ["Les comptes-rendus de visite en ligne", "Visit reports online"],
  ["Avec Veiller sur mes parents, les comptes-rendus des visites du facteur et les alertes de téléassistance sont consultables dans votre espace client, depuis un ordinateur ou un téléphone.", "With Watch over my parents, the postman's visit reports and the remote assistance alerts can be read in your client area, from a computer or a phone."],
  ["La plaquette Veiller sur mes parents", "The Watch over my parents brochure"],
  ["Plaquette", "Brochure"],
  ["La plaquette présente en deux pages les services Veiller sur mes parents : les visites du facteur, les trois formules de téléassistance, leurs options et les tarifs mensuels, ainsi que le crédit d'impôt de 50 % et qui peut en bénéficier.\n\nLe document est un PDF balisé, lisible par les lecteurs d'écran. Vous pouvez aussi le demander sur papier en bureau de poste.", "The two-page brochure presents the Watch over my parents services: postman visits, the three remote assistance plans, their options and monthly prices, and the 50% tax credit and who can get it.\n\nThe document is a tagged PDF, readable by screen readers; it is written in French. You can also ask for a paper copy at a post office."],
  ["Pour souscrire ou poser vos questions, appelez le {phone} (du lundi au vendredi de 8 h 30 à 19 h, le samedi de 8 h 30 à 13 h ; appel non surtaxé) ou souscrivez en ligne.", "To subscribe or ask your questions, call {phone} (Monday to Friday 8:30 am to 7 pm, Saturday 8:30 am to 1 pm; standard call rate) or subscribe online."],
  ["La revue Veiller sur mes parents", "The Watch over my parents magazine"],
  ["La revue", "The magazine"],
  ["Des conseils pour accompagner vos parents au quotidien, par l'équipe Veiller sur mes parents.", "Advice to support your parents day to day, from the Watch over my parents team."],
  ["Nos articles", "Our articles"],
  ["Bien vivre chez soi après 75 ans", "Living well at home after 75"],
  ["Aménager le logement, garder ses habitudes et savoir à qui s'adresser.", "Adapting the home, keeping one's habits and knowing whom to turn to."],
  ["Prévenir les chutes : les bons réflexes", "Preventing falls: the right habits"],
  ["Une chute sur trois a lieu au domicile : voici comment les éviter et réagir vite.", "One fall in three happens at home: here is how to avoid them and react quickly."],
  ["Garder le lien avec un parent qui vit loin", "Keeping in touch with a parent who lives far away"],
  ["Appels, visites du facteur, photos partagées : un lien régulier, même à distance.", "Calls, postman visits, shared photos: a regular link, even from afar."],
  ["L'essentiel", "Key points"],
  ["Neuf personnes âgées sur dix souhaitent vieillir chez elles. Un logement adapté, des visites régulières et une aide ponctuelle suffisent souvent à le rendre possible.\n\n- Commencez par les pièces où l'on passe le plus de temps\n- Faites le point sur les aides de la caisse de retraite\n- Prévoyez un contact de proximité qui possède un double des clés", "Nine older people in ten wish to grow old at home. An adapted home, regular visits and occasional help are often enough to make it possible.\n\n- Start with the rooms where the most time is spent\n- Check the help available from the pension fund\n- Plan a nearby contact who has a spare set of keys"],
  ["Tous les articles de la revue", "All the magazine's articles"],
  ["Les chutes sont la première cause d'accident de la vie courante après 65 ans. Un éclairage suffisant, des sols dégagés et des chaussures fermées réduisent nettement le risque.\n\nEn cas de chute, le bouton d'alarme ou le bracelet détecteur met votre proche en relation avec la plateforme d'écoute, qui prévient son contact de proximité ou les secours.", "Falls are the first cause of accidents of everyday life after 65. Enough light, clear floors and closed shoes clearly reduce the risk.\n\nAfter a fall, the alarm button or the detector wristband puts your relative in touch with the listening centre, which alerts their nearby contact or the emergency services."],
  ["La distance n'empêche pas de prendre des nouvelles. Convenez d'un rendez-vous téléphonique, partagez des photos et comptez sur les comptes-rendus du facteur pour savoir comment va votre parent entre deux visites.", "Distance does not stop you from getting news. Agree on a regular phone call, share photos and count on the postman's reports to know how your parent is between two visits."],
  ["Conditions générales de vente – Veiller sur mes parents", "Terms and conditions of sale – Watch over my parents"],
  ["Conditions générales de vente", "Terms and conditions of sale"],
  ["Article 1 – Objet", "Article 1 – Purpose"],
  ["Les présentes conditions générales de vente régissent la souscription et l'exécution des services Veiller sur mes parents proposés par La Poste : visites du facteur, téléassistance fixe, mobile ou par carte SIM, et leurs options.", "These terms and conditions of sale govern the subscription to and performance of the Watch over my parents services offered by La Poste: postman visits, landline, mobile or SIM card remote assistance, and their options."],
  ["Article 2 – Souscription", "Article 2 – Subscription"],
  ["Le contrat est souscrit en ligne, par téléphone ou en bureau de poste par le souscripteur, pour un bénéficiaire. Il est conclu à la validation de la commande, après acceptation des présentes conditions et signature du mandat de prélèvement SEPA.", "The contract is taken out online, by phone or at a post office by the subscriber, for a recipient of the service. It is concluded when the order is confirmed, after acceptance of these terms and signature of the SEPA direct debit mandate."],
  ["Article 3 – Durée", "Article 3 – Duration"],
  ["Le contrat est conclu pour une durée initiale de 12 mois, puis reconduit tacitement par périodes de 12 mois.", "The contract is concluded for an initial period of 12 months, then renewed automatically for periods of 12 months."],
  ["Article 4 – Prix et paiement", "Article 4 – Price and payment"],
  ["Les prix sont indiqués toutes taxes comprises, par mois. Ils sont payables mensuellement par prélèvement SEPA ; le souscripteur est informé du montant et de la date de chaque prélèvement au moins 14 jours avant l'échéance. Les frais d'installation ou d'envoi du matériel sont facturés avec la première échéance.", "Prices are shown including all taxes, per month. They are paid monthly by SEPA direct debit; the subscriber is told the amount and date of each debit at least 14 days before it is due. Installation or equipment delivery fees are charged with the first payment."],
  ["Article 5 – Droit de rétractation", "Article 5 – Right of withdrawal"],
  ["Le souscripteur dispose d'un délai de 14 jours à compter de la conclusion du contrat pour exercer son droit de rétractation, sans avoir à justifier de motif : en ligne, sans se connecter, sur la page « Se rétracter du contrat ici » (www.laposte.fr/particulier/veiller-sur-mes-parents/gestion/retractation, également accessible depuis l'espace client et la page de confirmation de la souscription), au moyen du formulaire de rétractation joint au contrat, ou par toute déclaration dénuée d'ambiguïté. Le délai court du lendemain de la conclusion jusqu'à la fin du 14e jour, prolongé jusqu'au premier jour ouvrable suivant s'il expire un samedi, un dimanche ou un jour férié ; pour une commande signée sur papier, le contrat est conclu à la réception des documents signés. Un accusé de réception indiquant la date et l'heure de réception de la rétractation est envoyé sans délai. Les sommes versées sont remboursées au plus tard 14 jours après la réception de la rétractation. S'il a demandé expressément que le service commence avant la fin de ce délai, le souscripteur reste redevable du montant correspondant au service fourni jusqu'à la communication de sa décision de se rétracter, en proportion du prix mensuel ; ce montant est retenu sur les sommes versées, sans prélèvement supplémentaire. Pour un contrat conclu en bureau de poste, La Poste accorde le même droit, dans les mêmes conditions.", "The subscriber has 14 days from the conclusion of the contract to withdraw, without giving a reason: online, without signing in, on the \"Withdraw from contract here\" page (www.laposte.fr/particulier/veiller-sur-mes-parents/gestion/retractation, also reached from the client area and the subscription's confirmation page), using the withdrawal form attached to the contract, or by any unambiguous statement. The period runs from the day after the conclusion to the end of the 14th day, extended to the next working day when it ends on a Saturday, a Sunday or a public holiday; for an order signed on paper, the contract is concluded when the signed documents are received. An acknowledgement stating the date and time the withdrawal was received is sent without delay. The sums paid are refunded at the latest 14 days after the withdrawal is received. If they expressly asked for the service to start before the end of this period, the subscriber remains liable for the amount matching the service provided until they communicate their decision to withdraw, in proportion to the monthly price; this amount is kept from the sums paid, with no further debit. For a contract concluded at a post office, La Poste grants the same right, on the same terms."],
  ["Article 6 – Suspension et résiliation", "Article 6 – Suspension and termination"],
  ["Le service peut être suspendu à la demande du souscripteur, notamment en cas d'hospitalisation du bénéficiaire. Le contrat peut être résilié à tout moment au-delà de la période initiale, en ligne depuis l'espace client ou par la fonctionnalité de résiliation accessible sans connexion, avec un préavis d'un mois ; en cas de décès ou d'entrée en établissement du bénéficiaire, la résiliation prend effet sans préavis.", "The service can be suspended at the subscriber's request, in particular when the recipient is in hospital. The contract can be terminated at any time after the initial period, online from the client area or with the termination form available without signing in, with one month's notice; on the death of the recipient or their move into a care home, termination takes effect without notice."],
  ["Article 7 – Données personnelles", "Article 7 – Personal data"],
  ["Les données collectées sont nécessaires à l'exécution du contrat. Les données de santé (détection de chute, médecin traitant) ne sont traitées qu'avec le consentement exprès du bénéficiaire. Vous disposez d'un droit d'accès, de rectification, d'effacement, de limitation, de portabilité et d'opposition auprès du délégué à la protection des données de La Poste.", "The data collected is needed to perform the contract. Health data (fall detection, GP) is processed only with the recipient's express consent. You have the right to access, correct, erase, restrict, port and object to your data with La Poste's data protection officer."],
  ["Article 8 – Réclamations et médiation", "Article 8 – Complaints and mediation"],
  ["Toute réclamation peut être adressée au service client. À défaut de réponse satisfaisante dans un délai de deux mois, le souscripteur peut saisir gratuitement le Médiateur du groupe La Poste.", "Any complaint can be sent to customer service. Without a satisfactory answer within two months, the subscriber can refer the matter free of charge to the La Poste group Mediator."],
]);

/** The pages that have an English edition: the VSMP pages (the group site's menu pages are French only). */
export function hasEnglishEdition(label: string): boolean {
  return /^\/(services-seniors|veiller-sur-mes-parents|particulier\/veiller-sur-mes-parents)(\/|$)/.test(label);
}

/** The text fields a person reads (paths, colours, file names and uids are not translated). */
export const TEXT_FIELDS = new Set(["title", "subtitle", "content", "linkName", "description", "label", "altText"]);

/** The English text of a French one; undefined when the English edition lacks it. */
export function englishOf(french: string): string | undefined {
  return french === "" ? "" : ENGLISH.get(french);
}

function translated(value: unknown, key: string): unknown {
  if (typeof value === "string") return TEXT_FIELDS.has(key) && !value.startsWith("/") ? (englishOf(value) ?? value) : value;
  if (Array.isArray(value)) return value.map((item) => translated(item, key));
  if (value && typeof value === "object") return Object.fromEntries(Object.entries(value).map(([name, item]) => [name, translated(item, name)]));
  return value;
}

/** A page's English edition (the same page, components and uids, its texts in English). */
export function inEnglish(page: ContentPage): ContentPage {
  return translated(page, "") as ContentPage;
}
