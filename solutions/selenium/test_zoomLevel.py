# Zoom Level: change the device scale factor through the Chrome DevTools Protocol and read the result.
from selenium.webdriver.common.by import By
from selenium.webdriver.support import expected_conditions as EC
from selenium.webdriver.support.ui import WebDriverWait

PERCENT = (By.CSS_SELECTOR, "[data-testid='zoom-percent']")


def test_shows_100_at_load_and_125_after_zooming(driver, base_url):
    driver.get(f"{base_url}/zoomLevel")
    wait = WebDriverWait(driver, 5)
    wait.until(EC.text_to_be_present_in_element(PERCENT, "100%"))

    # A browser zoom to 125 % raises devicePixelRatio to 1.25 and shrinks the CSS viewport by as
    # much (which fires resize); CDP can do both (Chrome only).
    width, height = driver.execute_script("return [innerWidth, innerHeight]")
    driver.execute_cdp_cmd(
        "Emulation.setDeviceMetricsOverride",
        {
            "width": round(width / 1.25),
            "height": round(height / 1.25),
            "deviceScaleFactor": 1.25,
            "mobile": False,
        },
    )
    wait.until(lambda d: d.find_element(*PERCENT).text == "125%")
