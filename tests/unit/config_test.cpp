#include "config/config.hpp"

#include <gtest/gtest.h>

#include <cstdio>
#include <filesystem>
#include <fstream>
#include <map>

namespace {

using env_map = std::map<std::string, std::string>;

std::string write_temp(const std::string& name, const std::string& text) {
  const auto path = std::filesystem::temp_directory_path() / name;
  std::ofstream(path) << text;
  return path.string();
}

bool has_problem(const cxs::config::load_result& r, const std::string& key) {
  for (const auto& p : r.problems) {
    if (p.key == key) {
      return true;
    }
  }
  return false;
}

env_map no_secret_file() { return {{"CXS_AUTH_JWT_SECRET_FILE", ""}}; }

} // namespace

TEST(Config, DefaultsAreValid) {
  const auto r = cxs::config::load("", no_secret_file());
  EXPECT_TRUE(r.ok());
  EXPECT_EQ(r.config.http.listen, "127.0.0.1:8080");
  EXPECT_EQ(r.config.auth.bcrypt_cost, 12);
}

TEST(Config, EnvironmentOverridesFileWithOneNamingRule) {
  const auto path = write_temp("cxs_cfg_env.toml", "[http]\nlisten = \"0.0.0.0:9000\"\nthreads = 3\n[database]\npool_size = 7\n");
  auto env = no_secret_file();
  env["CXS_HTTP_LISTEN"] = "127.0.0.1:18080";
  env["CXS_DATABASE_URL"] = "postgresql:///x";
  const auto r = cxs::config::load(path, env);
  ASSERT_TRUE(r.ok());
  EXPECT_EQ(r.config.http.listen, "127.0.0.1:18080");  // env beats file
  EXPECT_EQ(r.config.http.threads, 3);                 // file beats default
  EXPECT_EQ(r.config.database.pool_size, 7);
  EXPECT_EQ(r.config.database.url, "postgresql:///x");
}

TEST(Config, MaxThroughputDefaultsToCafsAndIsRangeChecked) {
  auto env = no_secret_file();
  EXPECT_EQ(cxs::config::load("", env).config.actors.max_throughput, 0);
  env["CXS_ACTORS_MAX_THROUGHPUT"] = "8";
  EXPECT_EQ(cxs::config::load("", env).config.actors.max_throughput, 8);
  env["CXS_ACTORS_MAX_THROUGHPUT"] = "-1";
  const auto r = cxs::config::load("", env);
  EXPECT_FALSE(r.ok());
  EXPECT_TRUE(has_problem(r, "actors.max_throughput"));
}

TEST(Config, SchedulerIdlePollsDefaultToOneAndAreRangeChecked) {
  auto env = no_secret_file();
  EXPECT_EQ(cxs::config::load("", env).config.actors.idle_polls, 1);
  env["CXS_ACTORS_IDLE_POLLS"] = "500";  // CAF's own default, for machines with cores to spare
  EXPECT_EQ(cxs::config::load("", env).config.actors.idle_polls, 500);
  env["CXS_ACTORS_IDLE_POLLS"] = "-1";
  const auto r = cxs::config::load("", env);
  EXPECT_FALSE(r.ok());
  EXPECT_TRUE(has_problem(r, "actors.idle_polls"));
}

TEST(Config, RedactorWorkersDefaultToTheSchedulerThreadsAndAreRangeChecked) {
  auto env = no_secret_file();
  EXPECT_EQ(cxs::config::load("", env).config.actors.redactor_workers, 0);  // 0 = one per scheduler thread
  env["CXS_ACTORS_REDACTOR_WORKERS"] = "3";
  EXPECT_EQ(cxs::config::load("", env).config.actors.redactor_workers, 3);
  env["CXS_ACTORS_REDACTOR_WORKERS"] = "-1";
  const auto r = cxs::config::load("", env);
  EXPECT_FALSE(r.ok());
  EXPECT_TRUE(has_problem(r, "actors.redactor_workers"));
}

TEST(Config, RetentionKeepsAuditRowsByDefaultAndRefusesWindowsTooShort) {
  auto env = no_secret_file();
  const auto defaults = cxs::config::load("", env).config.retention;
  EXPECT_EQ(defaults.invocations_days, 0);  // audit trail kept for ever unless configured
  EXPECT_EQ(defaults.idempotency_hours, 48);
  EXPECT_EQ(defaults.outbox_dispatched_days, 7);
  env["CXS_RETENTION_INVOCATIONS_DAYS"] = "3650";
  EXPECT_TRUE(cxs::config::load("", env).ok());
  env["CXS_RETENTION_INVOCATIONS_DAYS"] = "10";  // would purge this month's quota rows
  EXPECT_TRUE(has_problem(cxs::config::load("", env), "retention.invocations_days"));
  env.erase("CXS_RETENTION_INVOCATIONS_DAYS");
  env["CXS_RETENTION_IDEMPOTENCY_HOURS"] = "12";  // inside the 24 h Idempotency-Key window
  EXPECT_TRUE(has_problem(cxs::config::load("", env), "retention.idempotency_hours"));
}

TEST(Config, ShortJwtSecretAlias) {
  auto env = no_secret_file();
  env["CXS_JWT_SECRET"] = std::string(40, 'a');
  EXPECT_EQ(cxs::config::load("", env).config.auth.jwt_secret, std::string(40, 'a'));
  env["CXS_AUTH_JWT_SECRET"] = std::string(40, 'b');  // the long name wins
  EXPECT_EQ(cxs::config::load("", env).config.auth.jwt_secret, std::string(40, 'b'));
}

TEST(Config, BadValuesNameTheirKey) {
  auto env = no_secret_file();
  env["CXS_HTTP_THREADS"] = "many";
  env["CXS_HTTP_LISTEN"] = "nowhere";
  env["CXS_DATABASE_POOL_SIZE"] = "0";
  env["CXS_LOG_LEVEL"] = "chatty";
  env["CXS_DATABASE_MIGRATE_ON_START"] = "perhaps";
  const auto r = cxs::config::load("", env);
  EXPECT_FALSE(r.ok());
  EXPECT_TRUE(has_problem(r, "http.threads"));
  EXPECT_TRUE(has_problem(r, "http.listen"));
  EXPECT_TRUE(has_problem(r, "database.pool_size"));
  EXPECT_TRUE(has_problem(r, "log.level"));
  EXPECT_TRUE(has_problem(r, "database.migrate_on_start"));
}

TEST(Config, SecretsNeverAppearInMessages) {
  auto env = no_secret_file();
  env["CXS_JWT_SECRET"] = "short-secret-xyz";
  const auto r = cxs::config::load("", env);
  ASSERT_TRUE(has_problem(r, "auth.jwt_secret"));
  const auto path = write_temp("cxs_cfg_secret.toml", "[database]\nurl = 42\n");
  const auto r2 = cxs::config::load(path, no_secret_file());
  EXPECT_TRUE(has_problem(r2, "database.url"));
  for (const auto& p : r.problems) {
    EXPECT_EQ(p.message.find("short-secret-xyz"), std::string::npos);
  }
}

TEST(Config, UnknownKeysAndTypeErrorsInFile) {
  const auto path = write_temp("cxs_cfg_bad.toml", "[http]\nlistn = \"x\"\nthreads = \"two\"\n[nosuch]\na = 1\n");
  const auto r = cxs::config::load(path, no_secret_file());
  EXPECT_TRUE(has_problem(r, "http.listn"));
  EXPECT_TRUE(has_problem(r, "http.threads"));
  EXPECT_TRUE(has_problem(r, "nosuch.a"));
}

TEST(Config, UnparsableFileIsReported) {
  const auto path = write_temp("cxs_cfg_broken.toml", "[http\nlisten=\n");
  const auto r = cxs::config::load(path, no_secret_file());
  EXPECT_TRUE(has_problem(r, "(file)"));
}

TEST(Config, SecretFileMustBePrivate) {
  const auto path = write_temp("cxs_secret_file", std::string(48, 'k') + "\n");
  std::filesystem::permissions(path, std::filesystem::perms::owner_read | std::filesystem::perms::owner_write |
                                         std::filesystem::perms::others_read);
  env_map env{{"CXS_AUTH_JWT_SECRET_FILE", path}};
  EXPECT_TRUE(has_problem(cxs::config::load("", env), "auth.jwt_secret_file"));
  std::filesystem::permissions(path, std::filesystem::perms::owner_read | std::filesystem::perms::owner_write);
  const auto r = cxs::config::load("", env);
  EXPECT_TRUE(r.ok());
  EXPECT_EQ(r.config.auth.jwt_secret, std::string(48, 'k'));
}

// config/cxs.example.toml documents every key, and is itself a valid file.
TEST(Config, ExampleFileCoversEveryKeyAndLoads) {
  const std::string path = std::string(CXS_SOURCE_DIR) + "/config/cxs.example.toml";
  std::ifstream in(path);
  ASSERT_TRUE(in.good());
  std::string text((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
  for (const auto& key : cxs::config::key_names()) {
    const auto dot = key.rfind('.');  // "engines.speech.kind" → "kind"
    const std::string name = key.substr(dot + 1);
    EXPECT_NE(text.find("\n" + name + " =") == std::string::npos ? text.find("\n# " + name + " =") : 0,
              std::string::npos)
        << key << " is not documented in cxs.example.toml";
  }
  const auto r = cxs::config::load(path, no_secret_file());
  EXPECT_TRUE(r.ok()) << (r.problems.empty() ? "" : r.problems.front().key + ": " + r.problems.front().message);
}

TEST(Config, HostPort) {
  EXPECT_EQ(cxs::config::parse_host_port("127.0.0.1:0")->port, 0);
  EXPECT_EQ(cxs::config::parse_host_port("[::1]:80")->host, "[::1]");
  EXPECT_FALSE(cxs::config::parse_host_port("host").has_value());
  EXPECT_FALSE(cxs::config::parse_host_port("host:70000").has_value());
  EXPECT_FALSE(cxs::config::parse_host_port(":80").has_value());
}

TEST(Config, EnginesDefaultToEmbeddedWithEmbeddedFallback) {
  const auto r = cxs::config::load("", no_secret_file());
  ASSERT_TRUE(r.ok());
  EXPECT_EQ(r.config.engines.speech.kind, "embedded");
  EXPECT_EQ(r.config.engines.language.kind, "embedded");
  EXPECT_EQ(r.config.engines.language.fallback, "embedded");
  EXPECT_FALSE(r.config.engines.language.remote());
}

TEST(Config, EngineSectionsFromFileAndEnvironment) {
  const auto path = write_temp("cxs_cfg_engines.toml",
                               "[engines.speech]\nkind = \"remote\"\nurl = \"https://asr.local:9000\"\n"
                               "model = \"m-speech\"\ntimeout_ms = 90000\nconcurrency = 3\nfallback = \"none\"\n"
                               "[engines.language]\nmodel = \"m-lang\"\napi_key_env = \"CXS_TEST_LLM_KEY\"\n");
  auto env = no_secret_file();
  env["CXS_ENGINES_LANGUAGE_KIND"] = "remote";
  env["CXS_ENGINES_LANGUAGE_URL"] = "http://10.0.0.5:8000/";
  env["CXS_TEST_LLM_KEY"] = "sk-test-secret";
  const auto r = cxs::config::load(path, env);
  ASSERT_TRUE(r.ok()) << r.problems[0].key << ": " << r.problems[0].message;
  const auto& speech = r.config.engines.speech;
  EXPECT_TRUE(speech.remote());
  EXPECT_EQ(speech.url, "https://asr.local:9000");
  EXPECT_EQ(speech.timeout_ms, 90000);
  EXPECT_EQ(speech.concurrency, 3);
  EXPECT_EQ(speech.fallback, "none");
  const auto& language = r.config.engines.language;
  EXPECT_TRUE(language.remote());
  EXPECT_EQ(language.url, "http://10.0.0.5:8000/");
  EXPECT_EQ(language.model, "m-lang");
  EXPECT_EQ(language.api_key, "sk-test-secret");
}

TEST(Config, RemoteSpeechCutsChunksAtItsOwnLength) {
  const auto embedded = cxs::config::load("", no_secret_file());
  ASSERT_TRUE(embedded.ok());
  EXPECT_EQ(embedded.config.engines.speech_chunk_threshold(3300), 3300);  // chunk_s is for remote only
  auto env = no_secret_file();
  env["CXS_ENGINES_SPEECH_KIND"] = "remote";
  env["CXS_ENGINES_SPEECH_URL"] = "http://asr.local";
  env["CXS_ENGINES_SPEECH_MODEL"] = "m";
  const auto remote = cxs::config::load("", env);
  ASSERT_TRUE(remote.ok());
  EXPECT_EQ(remote.config.engines.speech_chunk_threshold(3300), 600);
  EXPECT_EQ(remote.config.engines.speech_chunk_threshold(300), 300);  // [audio] lower still wins
  env["CXS_ENGINES_SPEECH_CHUNK_S"] = "1200";
  EXPECT_EQ(cxs::config::load("", env).config.engines.speech_chunk_threshold(3300), 1200);
  env["CXS_ENGINES_SPEECH_CHUNK_S"] = "5";
  EXPECT_TRUE(has_problem(cxs::config::load("", env), "engines.speech.chunk_s"));
}

TEST(Config, RemoteEngineProblemsNameTheKeyAndHideTheSecret) {
  auto env = no_secret_file();
  env["CXS_ENGINES_LANGUAGE_KIND"] = "remote";
  env["CXS_ENGINES_LANGUAGE_URL"] = "ftp://x";
  env["CXS_ENGINES_LANGUAGE_API_KEY_ENV"] = "CXS_TEST_UNSET_KEY_VAR";
  env["CXS_ENGINES_SPEECH_KIND"] = "cloud";
  env["CXS_ENGINES_SPEECH_FALLBACK"] = "maybe";
  env["CXS_ENGINES_SPEECH_TIMEOUT_MS"] = "5";
  const auto r = cxs::config::load("", env);
  EXPECT_TRUE(has_problem(r, "engines.language.url"));
  EXPECT_TRUE(has_problem(r, "engines.language.model"));
  EXPECT_TRUE(has_problem(r, "engines.language.api_key_env"));
  EXPECT_TRUE(has_problem(r, "engines.speech.kind"));
  EXPECT_TRUE(has_problem(r, "engines.speech.fallback"));
  EXPECT_TRUE(has_problem(r, "engines.speech.timeout_ms"));

  env.erase("CXS_ENGINES_LANGUAGE_URL");
  EXPECT_TRUE(has_problem(cxs::config::load("", env), "engines.language.url"));  // required when remote
  env["CXS_ENGINES_LANGUAGE_URL"] = "https://";
  EXPECT_TRUE(has_problem(cxs::config::load("", env), "engines.language.url"));  // no host
}

TEST(Config, UnknownEngineKeyIsReported) {
  const auto path = write_temp("cxs_cfg_engines_bad.toml", "[engines.language]\nurll = \"http://x\"\n[engines.vision]\nkind = \"remote\"\n");
  const auto r = cxs::config::load(path, no_secret_file());
  EXPECT_TRUE(has_problem(r, "engines.language.urll"));
  EXPECT_TRUE(has_problem(r, "engines.vision"));
}

TEST(Config, CorsOriginsAreOriginsOrStar) {
  auto env = no_secret_file();
  EXPECT_TRUE(cxs::config::load("", env).config.http.cors_origins.empty());  // off by default
  env["CXS_HTTP_CORS_ORIGINS"] = "https://emr.hospital.local, http://127.0.0.1:5173";
  const auto ok = cxs::config::load("", env);
  ASSERT_TRUE(ok.ok());
  std::vector<std::string> origins;
  std::string bad;
  ASSERT_TRUE(cxs::config::parse_origin_list(ok.config.http.cors_origins, &origins, &bad));
  EXPECT_EQ(origins, (std::vector<std::string>{"https://emr.hospital.local", "http://127.0.0.1:5173"}));
  for (const char* wrong : {"https://emr.hospital.local/", "emr.hospital.local", "ftp://x", "https://EMR.local",
                            "https://a.local/path"}) {
    env["CXS_HTTP_CORS_ORIGINS"] = wrong;
    const auto r = cxs::config::load("", env);
    EXPECT_TRUE(has_problem(r, "http.cors_origins")) << wrong;
  }
  env["CXS_HTTP_CORS_ORIGINS"] = "*";
  EXPECT_TRUE(cxs::config::load("", env).ok());
}

TEST(Config, DevSignInOnlyOnLoopbackWithAnHs256Secret) {
  auto env = no_secret_file();
  env["CXS_CONSOLE_DEV_SIGN_IN"] = "true";
  EXPECT_TRUE(has_problem(cxs::config::load("", env), "console.dev_sign_in"));  // no secret
  env["CXS_JWT_SECRET"] = std::string(40, 'a');
  EXPECT_TRUE(cxs::config::load("", env).ok());  // 127.0.0.1:8080 by default
  env["CXS_HTTP_LISTEN"] = "[::1]:8080";
  EXPECT_TRUE(cxs::config::load("", env).ok());
  env["CXS_HTTP_LISTEN"] = "0.0.0.0:8080";
  EXPECT_TRUE(has_problem(cxs::config::load("", env), "console.dev_sign_in"));
  env["CXS_HTTP_LISTEN"] = "10.1.2.3:8080";
  EXPECT_TRUE(has_problem(cxs::config::load("", env), "console.dev_sign_in"));
}
