import Foundation

/// `wxparse-fetch`: the `fetch` and `near` commands of wxparse, in their own program.
///
/// `wxparse fetch …` and `wxparse near …` run this program (see `FetchLauncher` in wxparse), so
/// that wxparse itself does not load the networking libraries (FoundationNetworking, libcurl):
/// that halves its start-up, which every decoding run and every shell loop pays.
@main
struct WxparseFetch {
  static func main() {
    let arguments = Array(CommandLine.arguments.dropFirst())
    if let status = FetchCommand.runIfRequested(arguments) { exit(status) }
    FileHandle.standardError.write(
      Data("wxparse-fetch: error: expected 'fetch' or 'near' (see 'wxparse fetch --help')\n".utf8))
    exit(2)
  }
}
