import Foundation
import WorkbookCLI

// Every command is declared in WorkbookCLI; this is only the program's door.
exit(WorkbookTool.main())
