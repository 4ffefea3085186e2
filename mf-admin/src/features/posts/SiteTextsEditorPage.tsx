import './i18n';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Alert, Box, Button, CircularProgress, Grid, IconButton, Link, Paper, Stack, Typography } from 'shared-lib/ui';
import { FormControlLabel, Switch } from 'shared-lib/ui-more';
import { SaveIcon, Tab, Tabs } from 'shared-lib/admin-ui';
import { AddIcon, ArrowBackIcon, DeleteIcon } from 'shared-lib/icons';
import { Field, Form, FormSpy, FORM_ERROR, useForm, validateSchemaSync, yup, type FormApi, type SubmissionErrors } from 'shared-lib/forms';
import { FormTextField } from 'shared-lib/components/FormTextField';
import { useTranslation } from 'shared-lib/i18n';
import { formatNumber } from 'shared-lib/format';
import { LocaleLink, useLocale } from 'shared-lib/navigation';
import { useParams } from 'shared-lib/router';
import { Head } from 'shared-lib/head';
import { ApiError } from 'shared-lib/api';
import { toast } from 'shared-lib/bus';
import { LoadError, isNotFound } from 'shared-lib/components/LoadError';
import NotFound from 'shared-lib/components/NotFound';
import { contentApi, type AdminPage, type AdminService, type PageKey } from '../../api/content';
import type { Translate } from '../../lib/errors';
import { errorText } from '../../lib/errors';
import { ADMIN } from '../../lib/paths';
import { BodyField, CoverField, Section } from './parts';
import { LANGS, LIMITS, isBlankHtml, type Lang } from './values';

type Texts = Record<Lang, string>;
interface Row {
  a: Texts;
  b: Texts;
  value: string;
}
/** The form of a service (FAQ rows: a = question, b = answer) or a page (fact rows: value, a = label). */
interface Values {
  title: Texts;
  summary: Texts;
  body: Texts;
  cover: string | null;
  active: boolean;
  rows: Row[];
}
type Kind = 'service' | 'page';
type Item = AdminService | AdminPage;

const blank = (): Texts => ({ fa: '', en: '', ru: '' });
const texts = (v: { fa: string; en: string; ru: string | null }): Texts => ({ fa: v.fa, en: v.en, ru: v.ru ?? '' });
const out = (v: Texts) => ({ fa: v.fa.trim(), en: v.en.trim(), ru: v.ru.trim() || null });

function toValues(item: Item): Values {
  const rows: Row[] =
    'faqs' in item ? item.faqs.map((f) => ({ a: texts(f.question), b: texts(f.answer), value: '' })) : item.facts.map((f) => ({ a: texts(f.label), b: blank(), value: f.value }));
  return { title: texts(item.titles), summary: texts(item.summaries), body: texts(item.bodies), cover: null, active: 'active' in item ? item.active : true, rows };
}

function schema(t: Translate, kind: Kind) {
  const req = (msg: string) => yup.string().default('').test('required', msg, (v) => !!(v ?? '').trim());
  const opt = yup.string().default('');
  const html = (msg: string) => yup.string().default('').test('required', msg, (v) => !isBlankHtml(v ?? ''));
  return yup.object({
    title: yup.object({ fa: req(t('errors.titleFa')), en: req(t('errors.titleEn')), ru: opt }),
    body: yup.object({ fa: html(t('errors.bodyFa')), en: html(t('errors.bodyEn')), ru: opt }),
    rows: yup.array(
      yup.object({
        a: yup.object({ fa: req(t('site.errors.rowFa')), en: req(t('site.errors.rowEn')), ru: opt }),
        b: kind === 'service' ? yup.object({ fa: req(t('site.errors.rowFa')), en: req(t('site.errors.rowEn')), ru: opt }) : yup.object(),
        value: kind === 'page' ? req(t('site.errors.value')) : opt,
      }),
    ),
  });
}

function setPath(target: Record<string, unknown>, path: string, value: string) {
  const keys = path.replace(/\[(\d+)\]/g, '.$1').split('.');
  let node = target;
  keys.forEach((k, i) => {
    if (i === keys.length - 1) node[k] ??= value;
    else node = (node[k] ??= /^\d+$/.test(keys[i + 1]) ? [] : {}) as Record<string, unknown>;
  });
}

/** /admin/site-content/services/:id and /admin/site-content/pages/:key: a service with its FAQs, or the about or customer-experience page with its facts. */
export default function SiteTextsEditorPage() {
  const { id, key } = useParams();
  if (key !== undefined) return key === 'about' || key === 'customerExperience' ? <Editor key={key} kind="page" id={key} /> : <NotFound />;
  if (!id || !/^[1-9]\d{0,9}$/.test(id)) return <NotFound />;
  return <Editor key={id} kind="service" id={Number(id)} />;
}

type Data = { status: 'loading' } | { status: 'failed'; error: unknown } | { status: 'ready'; item: Item };

function Editor({ kind, id }: { kind: Kind; id: number | PageKey }) {
  const { t } = useTranslation('admin-posts');
  const locale = useLocale();
  const [data, setData] = useState<Data>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const [tab, setTab] = useState<Lang>('fa');
  const [current, setCurrent] = useState<Item | null>(null);
  const root = useRef<HTMLFormElement>(null);
  useEffect(() => {
    const ctl = new AbortController();
    (kind === 'service' ? contentApi.service(id as number, ctl.signal) : contentApi.page(id as PageKey, ctl.signal)).then(
      (item) => setData({ status: 'ready', item }),
      (error) => !ctl.signal.aborted && setData({ status: 'failed', error }),
    );
    return () => ctl.abort();
  }, [kind, id, attempt]);
  const item = data.status === 'ready' ? data.item : null;
  const initialValues = useMemo(() => (item ? toValues(item) : null), [item]);
  const validate = useMemo(() => {
    const s = schema(t, kind);
    return (values: Values) => {
      const errors: Record<string, unknown> = {};
      for (const [path, message] of Object.entries(validateSchemaSync(s, values))) setPath(errors, path, message);
      return errors;
    };
  }, [t, kind]);

  if (data.status === 'loading' || !item || !initialValues) {
    if (data.status === 'failed') return isNotFound(data.error) ? <NotFound /> : <LoadError error={data.error} onRetry={() => setAttempt((a) => a + 1)} />;
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }} aria-busy="true">
        <CircularProgress aria-label={t('admin:loading')} />
      </Box>
    );
  }
  const name = locale === 'fa' ? item.titles.fa : item.titles.en;
  const heading = kind === 'service' ? t('site.serviceTitle', { name }) : t('site.pageTitle', { name });

  const submit = async (v: Values): Promise<SubmissionErrors | undefined> => {
    const common = { title: out(v.title), summary: out(v.summary), body: { fa: v.body.fa, en: v.body.en, ru: isBlankHtml(v.body.ru) ? null : v.body.ru }, cover: v.cover, version: item.version };
    try {
      const saved =
        kind === 'service'
          ? await contentApi.updateService(id as number, { ...common, summary: common.summary, active: v.active, faqs: v.rows.map((r) => ({ question: out(r.a), answer: out(r.b) })) })
          : await contentApi.updatePage(id as PageKey, { ...common, facts: v.rows.map((r) => ({ value: r.value.trim(), label: out(r.a) })) });
      setData({ status: 'ready', item: saved });
      setCurrent(null);
      toast(t('saved'), 'success');
      return undefined;
    } catch (err) {
      const text = errorText(err, t);
      toast(text, 'error');
      if (err instanceof ApiError && err.status === 409 && err.data && typeof err.data === 'object') setCurrent(err.data as Item);
      return { [FORM_ERROR]: text };
    }
  };
  const run = (form: FormApi<Values>) => {
    void form.submit();
    const { hasValidationErrors, errors } = form.getState();
    if (!hasValidationErrors) return;
    const lang = LANGS.find((l) => (errors?.title as Record<string, unknown> | undefined)?.[l] || (errors?.body as Record<string, unknown> | undefined)?.[l]);
    if (lang) setTab(lang);
    setTimeout(() => root.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(), 0);
  };

  return (
    <Stack spacing={2} sx={{ maxWidth: 1100, mx: 'auto', minWidth: 0 }}>
      <Head title={heading} noindex />
      <Box>
        <Link component={LocaleLink} to={ADMIN.siteContent} sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, minHeight: 44 }}>
          <ArrowBackIcon fontSize="small" sx={{ transform: (theme) => (theme.direction === 'rtl' ? 'scaleX(-1)' : undefined) }} />
          {t('site.back')}
        </Link>
      </Box>
      <Typography component="h1" variant="h5" sx={{ overflowWrap: 'anywhere' }}>
        {heading}
      </Typography>
      <Form<Values> onSubmit={submit} validate={validate} initialValues={initialValues} subscription={{ submitting: true }}>
        {({ submitting, form }) => (
          <Stack component="form" ref={root} noValidate spacing={2} onSubmit={(e) => { e.preventDefault(); run(form); }} aria-busy={submitting}>
            <Section id="site-texts" title={t('sections.texts')}>
              <Tabs value={tab} onChange={(_, v: Lang) => setTab(v)} aria-label={t('fields.textTabs')} variant="scrollable" allowScrollButtonsMobile sx={{ mb: 2 }}>
                {LANGS.map((l) => (
                  <Tab key={l} value={l} label={t(`languages.${l}`)} id={`site-tab-${l}`} aria-controls={`site-panel-${l}`} />
                ))}
              </Tabs>
              {LANGS.map((l) => {
                const lang = t(`languages.${l}`);
                const input = { dir: l === 'fa' ? 'rtl' : 'ltr', lang: l };
                return (
                  <Stack key={l} spacing={2} role="tabpanel" id={`site-panel-${l}`} aria-labelledby={`site-tab-${l}`} hidden={tab !== l} sx={{ display: tab === l ? undefined : 'none' }}>
                    <FormTextField name={`title.${l}`} label={t('fields.title', { lang })} required={l !== 'ru'} fullWidth slotProps={{ htmlInput: { ...input, maxLength: LIMITS.title } }} />
                    <FormTextField name={`summary.${l}`} label={t('fields.summary', { lang })} fullWidth multiline minRows={2} slotProps={{ htmlInput: { ...input, maxLength: LIMITS.summary } }} />
                    <BodyField name={`body.${l}`} lang={l} label={t('fields.body', { lang })} loading={t('hints.editorLoading')} />
                  </Stack>
                );
              })}
            </Section>
            <Section id="site-details" title={t('site.cover')}>
              <Grid container spacing={2}>
                <Grid size={{ xs: 12, md: 6 }}>
                  <Box component="img" src={item.cover} alt={t('cover.alt')} sx={{ width: '100%', maxWidth: 360, aspectRatio: '16 / 9', objectFit: 'cover', borderRadius: 1, border: 1, borderColor: 'divider' }} />
                </Grid>
                <Grid size={{ xs: 12, md: 6 }}>
                  <CoverField />
                  {kind === 'service' && (
                    <Field<boolean> name="active" type="checkbox" subscription={{ value: true }}>
                      {({ input }) => <FormControlLabel control={<Switch name={input.name} checked={!!input.checked} onChange={input.onChange} />} label={t('site.active')} />}
                    </Field>
                  )}
                </Grid>
              </Grid>
            </Section>
            <Rows kind={kind} />
            <FormSpy subscription={{ dirty: true, submitError: true, submitFailed: true, hasValidationErrors: true, dirtySinceLastSubmit: true }}>
              {({ dirty, submitError, submitFailed, hasValidationErrors, dirtySinceLastSubmit }) => (
                <Paper variant="outlined" sx={{ position: 'sticky', bottom: 0, zIndex: 2, p: 2, display: 'flex', flexDirection: { xs: 'column', sm: 'row' }, gap: 2, alignItems: { sm: 'center' } }}>
                  <Box sx={{ flex: 1, minWidth: 0 }}>
                    {submitError && !dirtySinceLastSubmit ? (
                      <Alert
                        severity="error"
                        role="alert"
                        action={
                          current ? (
                            <Button color="inherit" size="small" onClick={() => { setData({ status: 'ready', item: current }); setCurrent(null); }}>
                              {t('actions.loadCurrent')}
                            </Button>
                          ) : undefined
                        }
                      >
                        {String(submitError)}
                      </Alert>
                    ) : submitFailed && hasValidationErrors ? (
                      <Alert severity="warning" role="alert">
                        {t('fixErrors')}
                      </Alert>
                    ) : dirty ? (
                      <Typography variant="body2" color="text.secondary">
                        {t('unsaved')}
                      </Typography>
                    ) : null}
                  </Box>
                  <Button type="submit" variant="contained" size="large" startIcon={<SaveIcon />} disabled={submitting} sx={{ minHeight: 44 }}>
                    {submitting ? t('saving') : t('actions.save')}
                  </Button>
                </Paper>
              )}
            </FormSpy>
          </Stack>
        )}
      </Form>
    </Stack>
  );
}

/** A service's FAQs (question and answer per language) or a page's facts (a figure and its label per language): add and remove. */
function Rows({ kind }: { kind: Kind }) {
  const { t } = useTranslation('admin-posts');
  const locale = useLocale();
  const form = useForm<Values>();
  const rowsNow = () => form.getState().values.rows ?? [];
  const add = () => form.change('rows', [...rowsNow(), { a: blank(), b: blank(), value: '' }]);
  const remove = (i: number) => form.change('rows', rowsNow().filter((_, j) => j !== i));
  const faq = kind === 'service';
  return (
    <Section id="site-rows" title={t(faq ? 'site.faqs' : 'site.facts')}>
      <Field<Row[]> name="rows" subscription={{ value: true }}>
        {({ input }) => {
          const rows = Array.isArray(input.value) ? input.value : [];
          return (
            <Stack spacing={2}>
              {rows.length === 0 && <Typography color="text.secondary">{t('site.noRows')}</Typography>}
              {rows.map((_, i) => {
                const n = formatNumber(i + 1, locale);
                return (
                  <Paper key={i} variant="outlined" sx={{ p: 1.5 }} role="group" aria-label={t(faq ? 'site.faqN' : 'site.factN', { n })}>
                    <Grid container spacing={1}>
                      {!faq && (
                        <Grid size={{ xs: 12, sm: 3 }}>
                          <FormTextField name={`rows[${i}].value`} label={t('site.value', { n })} required fullWidth slotProps={{ htmlInput: { dir: 'ltr', maxLength: 40 } }} />
                        </Grid>
                      )}
                      {LANGS.map((l) => (
                        <Grid key={l} size={{ xs: 12, sm: faq ? 4 : 3 }}>
                          <FormTextField
                            name={`rows[${i}].a.${l}`}
                            label={t(faq ? 'site.question' : 'site.label', { n, lang: t(`languages.${l}`) })}
                            required={l !== 'ru'}
                            fullWidth
                            slotProps={{ htmlInput: { dir: l === 'fa' ? 'rtl' : 'ltr', lang: l, maxLength: faq ? 500 : 120 } }}
                          />
                        </Grid>
                      ))}
                      {faq &&
                        LANGS.map((l) => (
                          <Grid key={`b${l}`} size={{ xs: 12, sm: 4 }}>
                            <FormTextField
                              name={`rows[${i}].b.${l}`}
                              label={t('site.answer', { n, lang: t(`languages.${l}`) })}
                              required={l !== 'ru'}
                              fullWidth
                              multiline
                              minRows={2}
                              slotProps={{ htmlInput: { dir: l === 'fa' ? 'rtl' : 'ltr', lang: l, maxLength: 5000 } }}
                            />
                          </Grid>
                        ))}
                    </Grid>
                    <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
                      <IconButton aria-label={t('site.remove', { n })} onClick={() => remove(i)} sx={{ width: 44, height: 44 }}>
                        <DeleteIcon />
                      </IconButton>
                    </Box>
                  </Paper>
                );
              })}
              <Box>
                <Button startIcon={<AddIcon />} onClick={add} variant="outlined" disabled={rows.length >= (faq ? 50 : 12)} sx={{ minHeight: 44 }}>
                  {t(faq ? 'site.addFaq' : 'site.addFact')}
                </Button>
              </Box>
            </Stack>
          );
        }}
      </Field>
    </Section>
  );
}
