import './i18n';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Alert, Box, Button, Chip, CircularProgress, Grid, Link, Paper, Stack, Typography, visuallyHidden } from 'shared-lib/ui';
import { FormControlLabel, Switch, TextField } from 'shared-lib/ui-more';
import { OpenInNewIcon, SaveIcon, Tab, Tabs } from 'shared-lib/admin-ui';
import { ArrowBackIcon } from 'shared-lib/icons';
import { Field, Form, FormSpy, FORM_ERROR, type FormApi, type SubmissionErrors } from 'shared-lib/forms';
import { DatePicker } from 'shared-lib/components/DatePicker/index';
import { FormTextField } from 'shared-lib/components/FormTextField';
import { useTranslation } from 'shared-lib/i18n';
import { formatDate } from 'shared-lib/format';
import { LocaleLink, useLocale, useLocaleNavigate } from 'shared-lib/navigation';
import { useParams } from 'shared-lib/router';
import { Head } from 'shared-lib/head';
import { ApiError } from 'shared-lib/api';
import { toast } from 'shared-lib/bus';
import { LoadError, isNotFound } from 'shared-lib/components/LoadError';
import NotFound from 'shared-lib/components/NotFound';
import { contentApi, type AdminBlogCategory, type AdminPost, type PostPreview as Preview } from '../../api/content';
import { errorText } from '../../lib/errors';
import { ADMIN } from '../../lib/paths';
import { BodyField, CoverField, Section } from './parts';
import { PostPreview } from './PostPreview';
import { postSchema, postValidator } from './schema';
import { LANGS, LIMITS, STATUS_COLOR, emptyPostValues, fromTehran, toPostInput, toPostValues, type Intent, type Lang, type PostFormValues } from './values';

const dirOf = (l: Lang) => (l === 'fa' ? 'rtl' : 'ltr');
const shownError = (meta: { submitFailed?: boolean; submitError?: unknown; dirtySinceLastSubmit?: boolean; error?: unknown }) =>
  meta.submitFailed && typeof meta.error === 'string' ? meta.error : !meta.dirtySinceLastSubmit && typeof meta.submitError === 'string' ? meta.submitError : undefined;

/** /admin/posts/new and /admin/posts/:id (content staff and the owner: the routes are wrapped). */
export default function PostEditorPage() {
  const { id } = useParams();
  if (id === undefined) return <Editor key="new" id={null} />;
  if (!/^[1-9]\d{0,9}$/.test(id)) return <NotFound />;
  return <Editor key={id} id={Number(id)} />;
}

function Busy() {
  const { t } = useTranslation('admin');
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }} aria-busy="true">
      <CircularProgress aria-label={t('loading')} />
    </Box>
  );
}

type Data = { status: 'loading' } | { status: 'failed'; error: unknown } | { status: 'ready'; post: AdminPost | null; categories: AdminBlogCategory[] };

function useEditorData(id: number | null) {
  const [data, setData] = useState<Data>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    const ctl = new AbortController();
    Promise.all([id === null ? Promise.resolve(null) : contentApi.post(id, ctl.signal), contentApi.categories(ctl.signal)]).then(
      ([post, categories]) => setData({ status: 'ready', post, categories }),
      (error) => !ctl.signal.aborted && setData({ status: 'failed', error }),
    );
    return () => ctl.abort();
  }, [id, attempt]);
  const setPost = (post: AdminPost) => setData((d) => (d.status === 'ready' ? { ...d, post } : d));
  return { data, retry: () => setAttempt((a) => a + 1), setPost };
}

function Editor({ id }: { id: number | null }) {
  const { t } = useTranslation('admin-posts');
  const locale = useLocale();
  const navigate = useLocaleNavigate();
  const { data, retry, setPost } = useEditorData(id);
  const post = data.status === 'ready' ? data.post : null;
  const initialValues = useMemo(() => (post ? toPostValues(post) : emptyPostValues()), [post]);
  const [tab, setTab] = useState<Lang>('fa');
  const [preview, setPreview] = useState<{ preview: Preview; lang: Lang } | null>(null);
  const [current, setCurrent] = useState<AdminPost | null>(null);
  const intent = useRef<Intent>('draft');
  const root = useRef<HTMLFormElement>(null);
  const validate = useMemo(() => postValidator(postSchema(t)), [t]);

  if (data.status === 'loading') return <Busy />;
  if (data.status === 'failed') return isNotFound(data.error) ? <NotFound /> : <LoadError error={data.error} onRetry={retry} />;

  const heading = post ? t('titleEdit', { title: locale === 'fa' ? post.titles.fa : post.titles.en }) : t('titleNew');

  const submit = async (values: PostFormValues): Promise<SubmissionErrors | undefined> => {
    if (intent.current === 'schedule') {
      const at = fromTehran(values.publishedAt);
      if (!at || Date.parse(at) <= Date.now()) return { publishedAt: t('errors.scheduleFuture') };
    }
    const input = toPostInput(values, intent.current, post?.publishedAt ?? null);
    try {
      if (!post) {
        const created = await contentApi.createPost(input);
        toast(t('created'), 'success');
        navigate(ADMIN.post(created.id), { replace: true });
      } else {
        setPost(await contentApi.updatePost(post.id, { ...input, version: post.version }));
        setCurrent(null);
        toast(t('saved'), 'success');
      }
      return undefined;
    } catch (err) {
      const text = errorText(err, t);
      toast(text, 'error');
      // another change came first: what was typed stays; the current version is a click away
      if (err instanceof ApiError && err.status === 409 && err.data && typeof err.data === 'object') setCurrent(err.data as AdminPost);
      return { [FORM_ERROR]: text };
    }
  };

  const run = (form: FormApi<PostFormValues>, how: Intent) => {
    intent.current = how;
    void form.submit();
    const { hasValidationErrors, errors } = form.getState();
    if (!hasValidationErrors) return;
    const langErrors = LANGS.find((l) => ['title', 'body', 'summary', 'slug'].some((k) => (errors?.[k] as Record<string, unknown> | undefined)?.[l]));
    if (langErrors) setTab(langErrors);
    setTimeout(() => root.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(), 0);
  };

  const showPreview = async (values: PostFormValues) => {
    try {
      setPreview({ preview: await contentApi.preview(toPostInput(values, 'keep', post?.publishedAt ?? null), tab), lang: tab });
    } catch (err) {
      toast(errorText(err, t), 'error');
    }
  };

  return (
    <Stack spacing={2} sx={{ maxWidth: 1100, mx: 'auto', minWidth: 0 }}>
      <Head title={heading} noindex />
      <Box>
        <Link component={LocaleLink} to={ADMIN.posts} sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, minHeight: 44 }}>
          <ArrowBackIcon fontSize="small" sx={{ transform: (theme) => (theme.direction === 'rtl' ? 'scaleX(-1)' : undefined) }} />
          {t('back')}
        </Link>
      </Box>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}>
        <Stack direction="row" sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap', minWidth: 0 }}>
          <Typography component="h1" variant="h5" sx={{ overflowWrap: 'anywhere' }}>
            {heading}
          </Typography>
          {post && <Chip size="small" label={t(`status.${post.status}`)} color={STATUS_COLOR[post.status]} variant="outlined" />}
        </Stack>
        {post?.status === 'published' && (
          <Button component="a" href={post.paths[locale === 'en' ? 'en' : 'fa']} target="_blank" rel="noopener" variant="outlined" endIcon={<OpenInNewIcon />} sx={{ minHeight: 44, flexShrink: 0 }}>
            {t('viewInShop')}
            <Box component="span" sx={visuallyHidden}>
              {` ${t('newTab')}`}
            </Box>
          </Button>
        )}
      </Stack>
      <Form<PostFormValues> onSubmit={submit} validate={validate} initialValues={initialValues} subscription={{ submitting: true }}>
        {({ submitting, form }) => (
          <Stack component="form" ref={root} noValidate spacing={2} onSubmit={(e) => e.preventDefault()} aria-busy={submitting}>
            <Section id="post-texts" title={t('sections.texts')}>
              <Tabs value={tab} onChange={(_, v: Lang) => setTab(v)} aria-label={t('fields.textTabs')} variant="scrollable" allowScrollButtonsMobile sx={{ mb: 2 }}>
                {LANGS.map((l) => (
                  <Tab key={l} value={l} label={t(`languages.${l}`)} id={`post-tab-${l}`} aria-controls={`post-panel-${l}`} />
                ))}
              </Tabs>
              {LANGS.map((l) => {
                const lang = t(`languages.${l}`);
                const input = { dir: dirOf(l), lang: l };
                return (
                  // every panel stays drawn (an editor keeps its undo history); the others are hidden
                  <Stack key={l} spacing={2} role="tabpanel" id={`post-panel-${l}`} aria-labelledby={`post-tab-${l}`} hidden={tab !== l} sx={{ display: tab === l ? undefined : 'none' }}>
                    <FormTextField name={`title.${l}`} label={t('fields.title', { lang })} required={l !== 'ru'} fullWidth slotProps={{ htmlInput: { ...input, maxLength: LIMITS.title } }} />
                    <FormTextField name={`slug.${l}`} label={t('fields.slug', { lang })} helperText={t('hints.slug')} fullWidth slotProps={{ htmlInput: { ...input, maxLength: LIMITS.slug } }} />
                    <FormTextField name={`summary.${l}`} label={t('fields.summary', { lang })} fullWidth multiline minRows={2} slotProps={{ htmlInput: { ...input, maxLength: LIMITS.summary } }} />
                    <BodyField name={`body.${l}`} lang={l} label={t('fields.body', { lang })} loading={t('hints.editorLoading')} />
                  </Stack>
                );
              })}
            </Section>
            <Section id="post-details" title={t('sections.details')}>
              <Grid container spacing={2}>
                <Grid size={{ xs: 12, md: 6 }}>
                  <Field<number | null> name="categoryId" subscription={{ value: true, error: true, submitFailed: true }}>
                    {({ input, meta }) => {
                      const error = shownError(meta);
                      return (
                        <TextField
                          select
                          id="post-category"
                          label={t('fields.category')}
                          required
                          fullWidth
                          value={input.value === null || input.value === undefined ? '' : String(input.value)}
                          onChange={(e) => input.onChange(e.target.value ? Number(e.target.value) : null)}
                          onBlur={input.onBlur}
                          error={!!error}
                          helperText={error ?? ' '}
                          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
                        >
                          <option value="">{t('fields.chooseCategory')}</option>
                          {data.categories.map((c) => (
                            <option key={c.id} value={c.id}>
                              {locale === 'fa' ? c.names.fa : c.names.en}
                            </option>
                          ))}
                        </TextField>
                      );
                    }}
                  </Field>
                  <Field<boolean> name="active" type="checkbox" subscription={{ value: true }}>
                    {({ input }) => <FormControlLabel control={<Switch name={input.name} checked={!!input.checked} onChange={input.onChange} />} label={t('fields.active')} />}
                  </Field>
                </Grid>
                <Grid size={{ xs: 12, md: 6 }}>
                  <CoverField />
                </Grid>
              </Grid>
            </Section>
            <Section id="post-publication" title={t('sections.publication')}>
              {post?.publishedAt && post.status !== 'draft' && (
                <Typography sx={{ mb: 2 }}>
                  {t(post.status === 'scheduled' ? 'list.scheduledAt' : 'list.publishedAt', { date: formatDate(post.publishedAt, locale, { dateStyle: 'long', timeStyle: 'short', timeZone: 'Asia/Tehran' }) })}
                </Typography>
              )}
              <Field<string> name="publishedAt" subscription={{ value: true, submitError: true, dirtySinceLastSubmit: true }}>
                {({ input, meta }) => {
                  const error = !meta.dirtySinceLastSubmit && typeof meta.submitError === 'string' ? meta.submitError : undefined;
                  return (
                    <DatePicker
                      type="datetime"
                      id="post-published-at"
                      label={t('fields.publishedAt')}
                      value={input.value || null}
                      onChange={(v) => input.onChange(typeof v === 'string' ? v : '')}
                      minuteStep={1}
                      error={!!error}
                      helperText={error ?? t('hints.publishedAt')}
                      clearable
                      fullWidth
                    />
                  );
                }}
              </Field>
            </Section>
            <FormSpy subscription={{ dirty: true, submitError: true, submitFailed: true, hasValidationErrors: true, dirtySinceLastSubmit: true, values: true }}>
              {({ dirty, submitError, submitFailed, hasValidationErrors, dirtySinceLastSubmit, values }) => (
                // on a phone the four actions would cover half the screen if they stayed in view: they follow the form there
                <Paper variant="outlined" sx={{ position: { xs: 'static', sm: 'sticky' }, bottom: 0, zIndex: 2, p: 2, display: 'flex', flexDirection: 'column', gap: 1.5 }}>
                  <Box sx={{ minWidth: 0 }}>
                    {submitError && !dirtySinceLastSubmit ? (
                      <Alert
                        severity="error"
                        role="alert"
                        action={
                          current ? (
                            <Button color="inherit" size="small" onClick={() => { setPost(current); setCurrent(null); }}>
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
                  <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', justifyContent: 'flex-end', '& > button': { flex: { xs: '1 1 140px', sm: '0 0 auto' } } }}>
                    <Button variant="text" onClick={() => void showPreview(values as PostFormValues)} disabled={submitting} sx={{ minHeight: 44 }}>
                      {t('actions.preview')}
                    </Button>
                    <Button variant="outlined" onClick={() => run(form, 'draft')} disabled={submitting} sx={{ minHeight: 44 }}>
                      {t('actions.draft')}
                    </Button>
                    <Button variant="outlined" onClick={() => run(form, 'schedule')} disabled={submitting} sx={{ minHeight: 44 }}>
                      {t('actions.schedule')}
                    </Button>
                    {post?.status === 'published' ? (
                      <Button variant="contained" startIcon={<SaveIcon />} onClick={() => run(form, 'keep')} disabled={submitting} sx={{ minHeight: 44 }}>
                        {submitting ? t('saving') : t('actions.save')}
                      </Button>
                    ) : (
                      <Button variant="contained" startIcon={<SaveIcon />} onClick={() => run(form, 'now')} disabled={submitting} sx={{ minHeight: 44 }}>
                        {submitting ? t('saving') : t('actions.publish')}
                      </Button>
                    )}
                  </Stack>
                </Paper>
              )}
            </FormSpy>
          </Stack>
        )}
      </Form>
      {preview && <PostPreview preview={preview.preview} lang={preview.lang} onClose={() => setPreview(null)} />}
    </Stack>
  );
}
