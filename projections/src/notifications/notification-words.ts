import type { NotificationTrigger, UserLanguage } from '@facility/contracts';

/** The words of a notification mail, in each language a site may choose for its mails (`emailLanguage`). */
export interface NotificationWords {
  triggers: Record<NotificationTrigger, string>;
  site: string;
  room: string;
  problems: string;
  opened: string;
  late: string;
  escalated: string;
  device: string;
  offlineSince: string;
  /** Labels the link to the dashboard a mail ends with (when the server knows its `PUBLIC_URL`). */
  open: string;
  /** Marks a test mail's subject (`Test: ...`). */
  test: string;
  /** Opens a test mail, so that nobody acts on its example. */
  testNote: string;
}

export const NOTIFICATION_WORDS: Readonly<Record<UserLanguage, NotificationWords>> = {
  en: {
    triggers: { call_opened: 'New call', call_late: 'Call late', call_escalated: 'Call escalated', device_offline: 'Device offline' },
    site: 'Site',
    room: 'Room',
    problems: 'Problems',
    opened: 'Opened',
    late: 'Late since',
    escalated: 'Escalated',
    device: 'Device',
    offlineSince: 'Offline since',
    open: 'Open in the dashboard',
    test: 'Test',
    testNote: 'This is a test of the site\'s e-mail notifications: nothing needs attention.',
  },
  he: {
    triggers: { call_opened: 'קריאה חדשה', call_late: 'קריאה באיחור', call_escalated: 'קריאה הוסלמה', device_offline: 'מכשיר לא מחובר' },
    site: 'אתר',
    room: 'חדר',
    problems: 'תקלות',
    opened: 'נפתחה',
    late: 'באיחור מאז',
    escalated: 'הוסלמה',
    device: 'מכשיר',
    offlineSince: 'לא מחובר מאז',
    open: 'פתיחה בלוח הבקרה',
    test: 'בדיקה',
    testNote: 'זוהי בדיקה של התראות הדוא״ל של האתר: אין צורך לטפל בדבר.',
  },
  pt: {
    triggers: { call_opened: 'Novo chamado', call_late: 'Chamado atrasado', call_escalated: 'Chamado escalado', device_offline: 'Dispositivo offline' },
    site: 'Local',
    room: 'Sala',
    problems: 'Problemas',
    opened: 'Aberto',
    late: 'Atrasado desde',
    escalated: 'Escalado',
    device: 'Dispositivo',
    offlineSince: 'Offline desde',
    open: 'Abrir no painel',
    test: 'Teste',
    testNote: 'Este é um teste das notificações por e-mail do local: nada precisa de atenção.',
  },
  ru: {
    triggers: { call_opened: 'Новый вызов', call_late: 'Вызов просрочен', call_escalated: 'Вызов эскалирован', device_offline: 'Устройство не в сети' },
    site: 'Объект',
    room: 'Помещение',
    problems: 'Проблемы',
    opened: 'Открыт',
    late: 'Просрочен с',
    escalated: 'Эскалирован',
    device: 'Устройство',
    offlineSince: 'Не в сети с',
    open: 'Открыть в панели',
    test: 'Проверка',
    testNote: 'Это проверка уведомлений объекта по электронной почте: ничего делать не нужно.',
  },
  es: {
    triggers: { call_opened: 'Nueva llamada', call_late: 'Llamada atrasada', call_escalated: 'Llamada escalada', device_offline: 'Dispositivo desconectado' },
    site: 'Sitio',
    room: 'Sala',
    problems: 'Problemas',
    opened: 'Abierta',
    late: 'Atrasada desde',
    escalated: 'Escalada',
    device: 'Dispositivo',
    offlineSince: 'Desconectado desde',
    open: 'Abrir en el panel',
    test: 'Prueba',
    testNote: 'Esta es una prueba de las notificaciones por correo del sitio: nada requiere atención.',
  },
  ar: {
    triggers: { call_opened: 'نداء جديد', call_late: 'نداء متأخر', call_escalated: 'تم تصعيد النداء', device_offline: 'الجهاز غير متصل' },
    site: 'الموقع',
    room: 'الغرفة',
    problems: 'المشاكل',
    opened: 'فُتح',
    late: 'متأخر منذ',
    escalated: 'صُعّد',
    device: 'الجهاز',
    offlineSince: 'غير متصل منذ',
    open: 'فتح في لوحة التحكم',
    test: 'اختبار',
    testNote: 'هذا اختبار لإشعارات البريد الإلكتروني للموقع: لا شيء يتطلب الانتباه.',
  },
  pl: {
    triggers: { call_opened: 'Nowe wezwanie', call_late: 'Wezwanie spóźnione', call_escalated: 'Wezwanie eskalowane', device_offline: 'Urządzenie offline' },
    site: 'Obiekt',
    room: 'Pomieszczenie',
    problems: 'Problemy',
    opened: 'Otwarte',
    late: 'Spóźnione od',
    escalated: 'Eskalowane',
    device: 'Urządzenie',
    offlineSince: 'Offline od',
    open: 'Otwórz w panelu',
    test: 'Test',
    testNote: 'To jest test powiadomień e-mail obiektu: nic nie wymaga uwagi.',
  },
  uk: {
    triggers: { call_opened: 'Новий виклик', call_late: 'Виклик прострочено', call_escalated: 'Виклик ескальовано', device_offline: 'Пристрій не в мережі' },
    site: "Об'єкт",
    room: 'Приміщення',
    problems: 'Проблеми',
    opened: 'Відкрито',
    late: 'Прострочено з',
    escalated: 'Ескальовано',
    device: 'Пристрій',
    offlineSince: 'Не в мережі з',
    open: 'Відкрити в панелі',
    test: 'Перевірка',
    testNote: 'Це перевірка сповіщень об’єкта електронною поштою: нічого робити не потрібно.',
  },
  ro: {
    triggers: { call_opened: 'Apel nou', call_late: 'Apel întârziat', call_escalated: 'Apel escaladat', device_offline: 'Dispozitiv offline' },
    site: 'Locație',
    room: 'Încăpere',
    problems: 'Probleme',
    opened: 'Deschis',
    late: 'Întârziat din',
    escalated: 'Escaladat',
    device: 'Dispozitiv',
    offlineSince: 'Offline din',
    open: 'Deschide în panou',
    test: 'Test',
    testNote: 'Acesta este un test al notificărilor prin e-mail ale locației: nimic nu necesită atenție.',
  },
};
